import type { CategoryKey } from '../catalog-data.ts';
import type { MetalName, StoneName } from '../scenes/palettes.ts';
import type { Line, ProductSeed } from './types.ts';

const AMBER = (tr: string, en: string): Line => [
  `Taş: Doğal Baltık kehribarı, ${tr}`,
  `Stone: natural Baltic amber, ${en}`,
];

const MATERIAL: Record<StoneName, Line> = {
  honey: AMBER('bal rengi', 'honey'),
  cognac: AMBER('konyak rengi', 'cognac'),
  cherry: AMBER('vişne rengi', 'cherry'),
  lemon: AMBER('limon rengi', 'lemon'),
  green: AMBER('yeşil', 'green'),
  butterscotch: AMBER('sütlü (butterscotch)', 'butterscotch'),
  royal: AMBER('kemik beyazı (royal white)', 'royal white'),
  turquoise: ['Taş: Doğal turkuaz', 'Stone: natural turquoise'],
  onyx: ['Taş: Doğal siyah oniks', 'Stone: natural black onyx'],
  coral: ['Taş: Doğal bambu mercanı', 'Stone: natural bamboo coral'],
  lapis: ['Taş: Doğal lapis lazuli', 'Stone: natural lapis lazuli'],
  tigerEye: ['Taş: Doğal kaplan gözü', "Stone: natural tiger's eye"],
  malachite: ['Taş: Doğal malakit', 'Stone: natural malachite'],
};

const METAL: Record<MetalName, Line> = {
  silver: ['Metal: 925 ayar gümüş', 'Metal: 925 sterling silver'],
  gold: ['Metal: 925 ayar gümüş üzeri 24 ayar altın kaplama', 'Metal: 24k gold-plated 925 sterling silver'],
};

const CLOSING: Record<CategoryKey, Line[]> = {
  kolye: [
    [
      'Her parça elde hazırlanır; renk ve iç desenler parçadan parçaya hafifçe değişir',
      'Each piece is made by hand; colour and inner patterns vary slightly from piece to piece',
    ],
    [
      'Parfüm, krem ve sudan uzak tutun; yumuşak, kuru bir bezle silin',
      'Keep away from perfume, creams and water; wipe with a soft, dry cloth',
    ],
  ],
  yuzuk: [
    [
      'Ölçünüzü 14–20 arasından seçin; ölçü değişikliği için bize yazabilirsiniz',
      'Choose your size from 14 to 20; write to us if you need a resize',
    ],
    [
      'Parfüm, krem ve sudan uzak tutun; yumuşak, kuru bir bezle silin',
      'Keep away from perfume, creams and water; wipe with a soft, dry cloth',
    ],
  ],
  bileklik: [
    [
      'Bilek ölçünüzü (cm) sipariş sırasında yazın; bilekliğiniz ölçünüze göre dizilir',
      'Enter your wrist size (cm) when ordering; the bracelet is strung to fit',
    ],
    ['Sağlam, esnek misinaya el ile dizilmiştir', 'Hand-strung on strong, elastic cord'],
  ],
  kupe: [
    ['Hipoalerjenik, nikel içermez', 'Hypoallergenic, nickel free'],
    [
      'Parfüm, krem ve sudan uzak tutun; yumuşak, kuru bir bezle silin',
      'Keep away from perfume, creams and water; wipe with a soft, dry cloth',
    ],
  ],
  tesbih: [
    [
      'Her tane tek tek el tornasında çekilir ve ipek ipe dizilir',
      'Every bead is turned by hand on the lathe and strung on silk',
    ],
    [
      'Özel kutusunda, orijinallik sertifikasıyla gönderilir',
      'Sent in a gift box with a certificate of authenticity',
    ],
  ],
  'dogal-taslar': [
    [
      'Koleksiyon, dekorasyon ve takı yapımı için uygundur',
      'Suitable for collecting, display and jewellery making',
    ],
    [
      'Fotoğraftaki parçalar örnektir; her taş doğanın verdiği biçimdedir',
      'The pieces pictured are examples; every stone keeps the shape nature gave it',
    ],
  ],
};

/** The product's description in both languages, one bullet a line (the storefront lists them). */
export function describe(p: ProductSeed): { description: string; descriptionEN: string } {
  const lines: Line[] = [
    ...p.about,
    p.material ?? MATERIAL[p.look.stone],
    ...(p.look.metal && p.look.kind !== 'tesbih' ? [METAL[p.look.metal]] : []),
    ...p.facts,
    ...CLOSING[p.category],
  ];
  return {
    description: lines.map((l) => l[0]).join('\n'),
    descriptionEN: lines.map((l) => l[1]).join('\n'),
  };
}

/** The colour name (as in the colours table) a stone is listed under. */
export const COLOR_OF: Record<StoneName, string> = {
  honey: 'Bal',
  cognac: 'Konyak',
  cherry: 'Vişne',
  lemon: 'Limon',
  green: 'Yeşil',
  butterscotch: 'Krem',
  royal: 'Krem',
  turquoise: 'Turkuaz',
  onyx: 'Siyah',
  coral: 'Mercan',
  lapis: 'Lacivert',
  tigerEye: 'Konyak',
  malachite: 'Yeşil',
};
