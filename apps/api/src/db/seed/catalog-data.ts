import type { BackdropName } from './scenes/backdrops.ts';
import type { PieceSpec } from './scenes/jewellery.ts';

/** Categories, sub-categories, collections and colours of the demo shop. */

export interface SubCategorySeed {
  key: string;
  name: string;
  nameEN: string;
  picture: PieceSpec;
}

export interface CategorySeed {
  key: CategoryKey;
  name: string;
  nameEN: string;
  isOnlyMan?: boolean;
  isOnlyWoman?: boolean;
  sizeOptions?: string;
  isCustomSizeInput?: boolean;
  picture: PieceSpec;
  subs: SubCategorySeed[];
}

export type CategoryKey = 'kolye' | 'yuzuk' | 'bileklik' | 'kupe' | 'tesbih' | 'dogal-taslar';
export type CollectionKey = 'baltik' | 'osmanli' | 'doga' | 'yeni' | 'beyefendi' | 'zarafet';

export const CATEGORIES: CategorySeed[] = [
  {
    key: 'kolye',
    name: 'Kolye',
    nameEN: 'Necklaces',
    picture: { kind: 'beadNecklace', stone: 'honey', mix: ['cognac', 'lemon'] },
    subs: [
      {
        key: 'damla-kolye',
        name: 'Damla Kolye',
        nameEN: 'Drop Necklaces',
        picture: { kind: 'dropNecklace', stone: 'honey', metal: 'silver' },
      },
      {
        key: 'boncuk-kolye',
        name: 'Boncuk Kolye',
        nameEN: 'Bead Necklaces',
        picture: { kind: 'beadNecklace', stone: 'cognac' },
      },
      {
        key: 'madalyon',
        name: 'Madalyon',
        nameEN: 'Medallions',
        picture: { kind: 'medallion', stone: 'cherry', metal: 'gold', mix: ['honey'] },
      },
    ],
  },
  {
    key: 'yuzuk',
    name: 'Yüzük',
    nameEN: 'Rings',
    sizeOptions: '14,15,16,17,18,19,20',
    isCustomSizeInput: false,
    picture: { kind: 'ring', stone: 'cognac', metal: 'silver', ornate: true },
    subs: [
      {
        key: 'erkek-yuzuk',
        name: 'Erkek Yüzük',
        nameEN: "Men's Rings",
        picture: { kind: 'ring', stone: 'onyx', metal: 'silver', ornate: true },
      },
      {
        key: 'kadin-yuzuk',
        name: 'Kadın Yüzük',
        nameEN: "Women's Rings",
        picture: { kind: 'ring', stone: 'honey', metal: 'gold' },
      },
      {
        key: 'osmanli-yuzuk',
        name: 'Osmanlı Tarzı Yüzük',
        nameEN: 'Ottoman-Style Rings',
        picture: { kind: 'ring', stone: 'cherry', metal: 'gold', ornate: true },
      },
    ],
  },
  {
    key: 'bileklik',
    name: 'Bileklik',
    nameEN: 'Bracelets',
    isCustomSizeInput: true,
    picture: { kind: 'beadBracelet', stone: 'honey', mix: ['lemon', 'cognac', 'cherry'] },
    subs: [
      {
        key: 'boncuk-bileklik',
        name: 'Boncuk Bileklik',
        nameEN: 'Bead Bracelets',
        picture: { kind: 'beadBracelet', stone: 'butterscotch' },
      },
      {
        key: 'zincir-bileklik',
        name: 'Zincir Bileklik',
        nameEN: 'Chain Bracelets',
        picture: { kind: 'chainBracelet', stone: 'honey', metal: 'gold', mix: ['cherry'] },
      },
      {
        key: 'erkek-bileklik',
        name: 'Erkek Bileklik',
        nameEN: "Men's Bracelets",
        picture: { kind: 'beadBracelet', stone: 'onyx', metal: 'silver', mix: ['tigerEye'] },
      },
    ],
  },
  {
    key: 'kupe',
    name: 'Küpe',
    nameEN: 'Earrings',
    isOnlyWoman: true,
    picture: { kind: 'dropEarrings', stone: 'honey', metal: 'gold' },
    subs: [
      {
        key: 'damla-kupe',
        name: 'Damla Küpe',
        nameEN: 'Drop Earrings',
        picture: { kind: 'dropEarrings', stone: 'cognac', metal: 'silver' },
      },
      {
        key: 'civili-kupe',
        name: 'Çivili Küpe',
        nameEN: 'Stud Earrings',
        picture: { kind: 'studEarrings', stone: 'honey', metal: 'gold' },
      },
      {
        key: 'sallantili-kupe',
        name: 'Sallantılı Küpe',
        nameEN: 'Dangle Earrings',
        picture: { kind: 'dropEarrings', stone: 'cherry', metal: 'gold', bead: 'round' },
      },
    ],
  },
  {
    key: 'tesbih',
    name: 'Tesbih',
    nameEN: 'Prayer Beads',
    picture: { kind: 'tesbih', stone: 'honey', thread: '#cfd0d3' },
    subs: [
      {
        key: 'sikma-tesbih',
        name: 'Sıkma Kehribar Tesbih',
        nameEN: 'Pressed Amber Prayer Beads',
        picture: { kind: 'tesbih', stone: 'cognac', bead: 'barrel', thread: '#2c2a2a' },
      },
      {
        key: 'damla-tesbih',
        name: 'Damla Kehribar Tesbih',
        nameEN: 'Natural Drop Amber Prayer Beads',
        picture: { kind: 'tesbih', stone: 'lemon', bead: 'round', thread: '#cfd0d3' },
      },
      {
        key: 'ates-kehribari',
        name: 'Ateş Kehribarı',
        nameEN: 'Fire Amber',
        picture: { kind: 'tesbih', stone: 'cherry', thread: '#d9b45a', metal: 'gold' },
      },
    ],
  },
  {
    key: 'dogal-taslar',
    name: 'Doğal Taşlar',
    nameEN: 'Natural Stones',
    picture: { kind: 'roughStones', stone: 'honey', mix: ['lemon', 'cognac', 'cherry'], count: 7 },
    subs: [
      {
        key: 'ham-kehribar',
        name: 'Ham Kehribar',
        nameEN: 'Raw Amber',
        picture: { kind: 'roughStones', stone: 'honey', mix: ['cognac'], count: 5 },
      },
      {
        key: 'ham-taslar',
        name: 'Ham Taşlar',
        nameEN: 'Raw Gemstones',
        picture: { kind: 'roughStones', stone: 'turquoise', mix: ['lapis', 'malachite'], count: 5 },
      },
      {
        key: 'tambur-taslar',
        name: 'Tamburlanmış Taşlar',
        nameEN: 'Tumbled Stones',
        picture: {
          kind: 'tumbledStones',
          stone: 'lapis',
          mix: ['turquoise', 'coral', 'tigerEye', 'malachite'],
        },
      },
    ],
  },
];

export interface CollectionSeed {
  key: CollectionKey;
  name: string;
  nameEN: string;
  isOnlyMan?: boolean;
  isOnlyWoman?: boolean;
  picture: PieceSpec;
  /** Each collection's picture on its own surface, so the six read apart at a glance. */
  surface: BackdropName;
}

export const COLLECTIONS: CollectionSeed[] = [
  {
    key: 'baltik',
    name: 'Baltık Işıltısı',
    nameEN: 'Baltic Glow',
    surface: 'slate',
    picture: { kind: 'beadNecklace', stone: 'honey' },
  },
  {
    key: 'osmanli',
    name: 'Osmanlı Mirası',
    nameEN: 'Ottoman Heritage',
    surface: 'velvet',
    picture: { kind: 'medallion', stone: 'cognac', metal: 'gold', mix: ['cherry'] },
  },
  {
    key: 'doga',
    name: 'Doğanın Renkleri',
    nameEN: 'Colours of Nature',
    surface: 'travertine',
    picture: { kind: 'tumbledStones', stone: 'turquoise', mix: ['honey', 'coral', 'lapis', 'green'] },
  },
  {
    key: 'yeni',
    name: 'Yeni Sezon',
    nameEN: 'New Season',
    surface: 'sand',
    picture: { kind: 'dropEarrings', stone: 'lemon', metal: 'gold' },
  },
  {
    key: 'beyefendi',
    name: 'Beyefendi Seçkisi',
    nameEN: "The Gentleman's Edit",
    isOnlyMan: true,
    surface: 'walnut',
    picture: { kind: 'tesbih', stone: 'cognac', bead: 'barrel', thread: '#2c2a2a' },
  },
  {
    key: 'zarafet',
    name: 'Zarif Dokunuşlar',
    nameEN: 'Delicate Touches',
    isOnlyWoman: true,
    surface: 'ivory',
    picture: { kind: 'chainBracelet', stone: 'cherry', metal: 'gold', mix: ['honey'] },
  },
];

/** The colours the admin picks from; products' `color` holds one of these names. */
export const COLORS = [
  { colorName: 'Bal', colorNameEN: 'Honey', colorCode: '#E3A136' },
  { colorName: 'Konyak', colorNameEN: 'Cognac', colorCode: '#A4450F' },
  { colorName: 'Vişne', colorNameEN: 'Cherry', colorCode: '#86170F' },
  { colorName: 'Limon', colorNameEN: 'Lemon', colorCode: '#EBCB3F' },
  { colorName: 'Yeşil', colorNameEN: 'Green', colorCode: '#7F8221' },
  { colorName: 'Krem', colorNameEN: 'Cream', colorCode: '#F0D9A4' },
  { colorName: 'Turkuaz', colorNameEN: 'Turquoise', colorCode: '#36AD9F' },
  { colorName: 'Siyah', colorNameEN: 'Black', colorCode: '#1C1C1F' },
  { colorName: 'Lacivert', colorNameEN: 'Navy Blue', colorCode: '#203F9E' },
  { colorName: 'Mercan', colorNameEN: 'Coral', colorCode: '#E0452E' },
] as const;

export type ColorName = (typeof COLORS)[number]['colorName'];
