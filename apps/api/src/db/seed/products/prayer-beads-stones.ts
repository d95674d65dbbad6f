import type { Line, ProductSeed } from './types.ts';

const PRESSED: Line = ['Taş: Sıkma (preslenmiş) Baltık kehribarı', 'Stone: pressed Baltic amber'];
const TASSEL_SILVER: Line = ['İmame başlığı ve püskül: 925 ayar gümüş', 'Imame caps and tassel: 925 sterling silver'];

export const PRAYER_BEADS: ProductSeed[] = [
  {
    title: "Sıkma Kehribar 33'lü Tesbih", titleEN: 'Pressed Amber 33-Bead Prayer Beads',
    category: 'tesbih', sub: 'sikma-tesbih', collection: 'baltik', gender: 2, price: 1850, stock: 15, sold: 265, best: true, daysAgo: 160,
    look: { kind: 'tesbih', stone: 'honey', bead: 'olive', thread: '#cfd0d3' }, pictures: 4, material: PRESSED,
    about: [['Kehribar parçalarının ısı ve basınçla birleştirilmesiyle elde edilen sıkma kehribar', 'Pressed amber: fragments of Baltic amber joined by heat and pressure']],
    facts: [['33 tane, 9 × 12 mm arpa kesim', '33 beads, 9 × 12 mm barley cut'], ['Uzunluk: yaklaşık 38 cm', 'Length: about 38 cm']],
  },
  {
    title: 'Konyak Sıkma Kehribar Tesbih', titleEN: 'Cognac Pressed Amber Prayer Beads',
    category: 'tesbih', sub: 'sikma-tesbih', collection: 'beyefendi', gender: 0, price: 2250, stock: 12, sold: 132, daysAgo: 95,
    look: { kind: 'tesbih', stone: 'cognac', bead: 'barrel', thread: '#2c2a2a' }, material: PRESSED,
    about: [['Siyah ipek püsküllü, koyu konyak kapsül taneler', 'Dark cognac capsule beads with a black silk tassel']],
    facts: [['33 tane, 8 × 10 mm kapsül kesim', '33 beads, 8 × 10 mm capsule cut']],
  },
  {
    title: 'Sütlü Sıkma Kehribar Tesbih', titleEN: 'Butterscotch Pressed Amber Prayer Beads',
    category: 'tesbih', sub: 'sikma-tesbih', collection: 'osmanli', gender: 2, price: 2450, stock: 9, sold: 77, daysAgo: 52,
    look: { kind: 'tesbih', stone: 'butterscotch', bead: 'round', thread: '#7a1c2a' }, material: PRESSED,
    about: [['Bordo ipek püsküllü, kremsi küre taneler', 'Creamy round beads with a burgundy silk tassel']],
    facts: [['33 tane, 10 mm küre kesim', '33 beads, 10 mm round cut']],
  },
  {
    title: 'Yeşil Sıkma Kehribar Tesbih', titleEN: 'Green Pressed Amber Prayer Beads',
    category: 'tesbih', sub: 'sikma-tesbih', collection: 'doga', gender: 2, price: 2150, stock: 8, sold: 24, daysAgo: 14, pictures: 2,
    look: { kind: 'tesbih', stone: 'green', bead: 'olive', thread: '#cfd0d3' }, material: PRESSED,
    about: [['Gümüş püsküllü yeşil arpa taneler', 'Green barley-cut beads with a silver tassel']],
    facts: [['33 tane, 8 × 11 mm arpa kesim', '33 beads, 8 × 11 mm barley cut'], TASSEL_SILVER],
  },
  {
    title: 'Damla Kehribar Kapsül Kesim Tesbih', titleEN: 'Natural Drop Amber Capsule-Cut Prayer Beads',
    category: 'tesbih', sub: 'damla-tesbih', collection: 'osmanli', gender: 0, price: 18500, stock: 1, sold: 4, exclusive: true, daysAgo: 125,
    look: { kind: 'tesbih', stone: 'honey', bead: 'barrel', thread: '#cfd0d3', metal: 'silver' }, pictures: 4,
    about: [
      ['Tek bir doğal damla kehribar bloğundan, hiçbir katkı olmadan çekilmiştir', 'Turned from natural drop amber, with nothing added'],
      ['Taneler aynı bloktan: renk ve desen birbirini tamamlar', 'All beads from the same block, so colour and pattern match'],
    ],
    facts: [['33 tane, 9 × 11 mm kapsül kesim', '33 beads, 9 × 11 mm capsule cut'], ['Ağırlık: 34 g', 'Weight: 34 g'], TASSEL_SILVER],
  },
  {
    title: 'Osmanlı Kesim Damla Kehribar Tesbih', titleEN: 'Ottoman-Cut Natural Drop Amber Prayer Beads',
    category: 'tesbih', sub: 'damla-tesbih', collection: 'osmanli', gender: 0, price: 32500, stock: 1, sold: 2, exclusive: true, daysAgo: 200,
    look: { kind: 'tesbih', stone: 'cognac', bead: 'olive', thread: '#d9b45a', metal: 'gold' }, pictures: 4,
    about: [
      ['Usta tesbihçimizin imzalı, koleksiyonluk eseri', 'A signed collector’s piece by our master bead-turner'],
      ['Osmanlı kesim uzun taneler ve altın sırma püskül', 'Long Ottoman-cut beads and a gold-thread tassel'],
    ],
    facts: [['33 tane, 10 × 15 mm Osmanlı kesim', '33 beads, 10 × 15 mm Ottoman cut'], ['Ağırlık: 46 g', 'Weight: 46 g']],
  },
  {
    title: 'Limon Damla Kehribar Tesbih', titleEN: 'Lemon Natural Drop Amber Prayer Beads',
    category: 'tesbih', sub: 'damla-tesbih', collection: 'yeni', gender: 2, price: 14500, stock: 2, sold: 3, daysAgo: 9,
    look: { kind: 'tesbih', stone: 'lemon', bead: 'round', thread: '#cfd0d3' },
    about: [['Berrak limon damla kehribar, küre kesim', 'Clear lemon drop amber, cut round']],
    facts: [['33 tane, 9 mm küre kesim', '33 beads, 9 mm round cut'], ['Ağırlık: 27 g', 'Weight: 27 g'], TASSEL_SILVER],
  },
  {
    title: 'Kemik Beyazı Damla Kehribar Tesbih', titleEN: 'Royal White Natural Drop Amber Prayer Beads',
    category: 'tesbih', sub: 'damla-tesbih', collection: 'beyefendi', gender: 0, price: 45000, stock: 1, sold: 1, exclusive: true, daysAgo: 60, pictures: 4,
    look: { kind: 'tesbih', stone: 'royal', bead: 'olive', thread: '#2c2a2a', metal: 'silver' },
    about: [
      ['Kehribarın en nadir rengi: kemik beyazı (royal white)', 'The rarest colour of amber: royal white'],
      ['Yaşlandıkça bal tonlarına dönen canlı bir taş', 'A living stone that mellows towards honey with the years'],
    ],
    facts: [['33 tane, 10 × 14 mm arpa kesim', '33 beads, 10 × 14 mm barley cut'], ['Ağırlık: 41 g', 'Weight: 41 g']],
  },
  {
    title: "Ateş Kehribarı 33'lü Tesbih", titleEN: 'Fire Amber 33-Bead Prayer Beads',
    category: 'tesbih', sub: 'ates-kehribari', collection: 'osmanli', gender: 2, price: 9500, stock: 3, sold: 37, best: true, daysAgo: 85,
    look: { kind: 'tesbih', stone: 'cherry', bead: 'olive', thread: '#cfd0d3' },
    about: [['Ateş kehribarı: ışığa tutulduğunda kor gibi parlayan kırmızı kehribar', 'Fire amber: red amber that glows like embers held to the light']],
    facts: [['33 tane, 8 × 11 mm arpa kesim', '33 beads, 8 × 11 mm barley cut'], TASSEL_SILVER],
  },
  {
    title: 'Ateş Kehribarı Gümüş Püsküllü Tesbih', titleEN: 'Fire Amber Prayer Beads with Silver Tassel',
    category: 'tesbih', sub: 'ates-kehribari', collection: 'beyefendi', gender: 0, price: 12750, stock: 2, sold: 12, daysAgo: 30,
    look: { kind: 'tesbih', stone: 'cherry', bead: 'barrel', thread: '#dcdde0', metal: 'silver' },
    about: [['El örgüsü gümüş püskül ve gümüş imame başlığı', 'A hand-woven silver tassel and silver imame caps']],
    facts: [['33 tane, 9 × 11 mm kapsül kesim', '33 beads, 9 × 11 mm capsule cut'], TASSEL_SILVER],
  },
  {
    title: 'Ateş Kehribarı Küre Kesim Tesbih', titleEN: 'Fire Amber Round-Cut Prayer Beads',
    category: 'tesbih', sub: 'ates-kehribari', collection: 'yeni', gender: 2, price: 11250, stock: 0, sold: 19, daysAgo: 11,
    look: { kind: 'tesbih', stone: 'cherry', bead: 'round', thread: '#2c2a2a' },
    about: [['Küre kesim ateş kehribarı, siyah ipek püsküllü', 'Round-cut fire amber with a black silk tassel']],
    facts: [['33 tane, 10 mm küre kesim', '33 beads, 10 mm round cut']],
  },
  {
    title: 'Oniks Taşı Tesbih', titleEN: 'Onyx Stone Prayer Beads',
    category: 'tesbih', sub: null, collection: 'beyefendi', gender: 0, price: 1450, stock: 14, sold: 58, daysAgo: 73,
    look: { kind: 'tesbih', stone: 'onyx', bead: 'round', thread: '#cfd0d3' },
    about: [['Parlak siyah oniks, ağırbaşlı ve serin', 'Polished black onyx, sober and cool to the touch']],
    facts: [['33 tane, 8 mm küre kesim', '33 beads, 8 mm round cut'], TASSEL_SILVER],
  },
];

export const STONES: ProductSeed[] = [
  {
    title: 'Ham Baltık Kehribarı Parçaları', titleEN: 'Raw Baltic Amber Pieces',
    category: 'dogal-taslar', sub: 'ham-kehribar', collection: 'baltik', gender: 2, price: 1450, stock: 15, sold: 71, daysAgo: 145,
    look: { kind: 'roughStones', stone: 'honey', mix: ['lemon', 'cognac'], count: 7 },
    about: [['Baltık kıyılarından toplanmış, işlenmemiş kehribar parçaları', 'Unworked amber pieces gathered on Baltic shores']],
    facts: [['Parça boyu: 1–4 cm', 'Piece size: 1–4 cm']],
    variants: [
      { name: '50 g', nameEN: '50 g', extra: 0 },
      { name: '100 g', nameEN: '100 g', extra: 1250 },
    ],
  },
  {
    title: 'Ham Kehribar Nodül, Tek Parça', titleEN: 'Raw Amber Nodule, Single Piece',
    category: 'dogal-taslar', sub: 'ham-kehribar', collection: null, gender: 2, price: 3250, stock: 1, sold: 0, exclusive: true, daysAgo: 23, pictures: 4,
    look: { kind: 'roughStones', stone: 'cognac', count: 1, scale: 1.7 },
    about: [['Kabuğu yer yer korunmuş, 38 gramlık tek parça ham kehribar', 'A single 38-gram raw amber nodule with patches of its crust']],
    facts: [['Boyut: 62 × 45 × 30 mm', 'Size: 62 × 45 × 30 mm'], ['Ağırlık: 38 g', 'Weight: 38 g']],
  },
  {
    title: 'Ham Yeşil Kehribar Parçaları', titleEN: 'Raw Green Amber Pieces',
    category: 'dogal-taslar', sub: 'ham-kehribar', collection: 'doga', gender: 2, price: 1650, stock: 6, sold: 9, daysAgo: 47,
    look: { kind: 'roughStones', stone: 'green', mix: ['lemon'], count: 6 },
    about: [['Yeşil ve limon tonlarında ham parçalar', 'Raw pieces in green and lemon tones']],
    facts: [['Toplam: 40 g', 'Total: 40 g']],
  },
  {
    title: 'Ham Turkuaz Taşı', titleEN: 'Raw Turquoise Stone',
    category: 'dogal-taslar', sub: 'ham-taslar', collection: 'doga', gender: 2, price: 1850, stock: 4, sold: 13, daysAgo: 37,
    look: { kind: 'roughStones', stone: 'turquoise', count: 1, scale: 1.6 },
    about: [['Damarlı matrisiyle doğal, kesilmemiş turkuaz', 'Natural uncut turquoise in its veined matrix']],
    facts: [['Ağırlık: yaklaşık 55 g', 'Weight: about 55 g']],
  },
  {
    title: 'Ham Lapis Lazuli Taşı', titleEN: 'Raw Lapis Lazuli Stone',
    category: 'dogal-taslar', sub: 'ham-taslar', collection: 'doga', gender: 2, price: 1650, stock: 5, sold: 8, daysAgo: 98, pictures: 2,
    look: { kind: 'roughStones', stone: 'lapis', count: 3 },
    about: [['Afganistan kökenli, pirit pırıltılı ham lapis', 'Raw Afghan lapis with glints of pyrite']],
    facts: [['Toplam: yaklaşık 80 g', 'Total: about 80 g']],
  },
  {
    title: 'Ham Malakit Taşı', titleEN: 'Raw Malachite Stone',
    category: 'dogal-taslar', sub: 'ham-taslar', collection: 'yeni', gender: 2, price: 1350, stock: 7, sold: 1, daysAgo: 7,
    look: { kind: 'roughStones', stone: 'malachite', count: 2, scale: 1.3 },
    about: [['Halka halka yeşil desenli malakit', 'Malachite banded in rings of green']],
    facts: [['Toplam: yaklaşık 60 g', 'Total: about 60 g']],
  },
  {
    title: 'Doğal Taş Karışık Tambur Seti', titleEN: 'Mixed Tumbled Gemstone Set',
    category: 'dogal-taslar', sub: 'tambur-taslar', collection: 'doga', gender: 2, price: 1250, stock: 15, sold: 156, best: true, daysAgo: 125,
    look: { kind: 'tumbledStones', stone: 'turquoise', mix: ['lapis', 'coral', 'malachite', 'tigerEye', 'onyx'] },
    material: ['Taşlar: Turkuaz, lapis lazuli, mercan, malakit, kaplan gözü ve oniks', "Stones: turquoise, lapis lazuli, coral, malachite, tiger's eye and onyx"],
    about: [['Keten kesesinde altı doğal taştan on iki parça', 'Twelve pieces of six natural stones in a linen pouch']],
    facts: [['Parça boyu: 2–3 cm', 'Piece size: 2–3 cm']],
  },
  {
    title: 'Kehribar Tambur Taşlar (12 Adet)', titleEN: 'Tumbled Amber Stones (12 Pieces)',
    category: 'dogal-taslar', sub: 'tambur-taslar', collection: 'baltik', gender: 2, price: 1750, stock: 10, sold: 48, daysAgo: 80,
    look: { kind: 'tumbledStones', stone: 'honey', mix: ['lemon', 'cognac', 'cherry', 'butterscotch'], count: 12 },
    material: ['Taşlar: Bal, limon, konyak, vişne ve sütlü Baltık kehribarı', 'Stones: honey, lemon, cognac, cherry and butterscotch Baltic amber'],
    about: [['Yumuşacık parlatılmış on iki kehribar çakıl', 'Twelve amber pebbles polished smooth']],
    facts: [['Parça boyu: 1,5–2,5 cm', 'Piece size: 1.5–2.5 cm']],
  },
  {
    title: 'Kaplan Gözü Tambur Taş Seti', titleEN: "Tiger's Eye Tumbled Stone Set",
    category: 'dogal-taslar', sub: 'tambur-taslar', collection: null, gender: 2, price: 1290, stock: 12, sold: 36, daysAgo: 55,
    look: { kind: 'tumbledStones', stone: 'tigerEye', count: 9 },
    about: [['Işıkla yer değiştiren ipeksi şeritler', 'Silky bands that shift with the light']],
    facts: [['Dokuz parça, 2–3 cm', 'Nine pieces, 2–3 cm']],
  },
];
