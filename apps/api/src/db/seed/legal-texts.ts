/**
 * Draft legal texts of the demo shop in Turkish (the English ones are in legal-texts-en.ts). Plain
 * text, a blank line between paragraphs. They are a sensible starting point for the owner, not
 * legal advice: the owner has them checked before opening the shop.
 */

const SELLER =
  'Kehribar Takı ve Doğal Taş Ticaret Ltd. Şti., Kapalıçarşı, Kalpakçılar Caddesi No: 54, 34126 Fatih/İstanbul. ' +
  'Telefon: +90 212 555 01 54. E-posta: destek@kehribar.local';

export const DISTANCE_SELLING_TR = `MESAFELİ SATIŞ SÖZLEŞMESİ

Madde 1 – Taraflar. Bu sözleşme, bir tarafta ${SELLER} ("Satıcı") ile diğer tarafta Kehribar internet sitesi üzerinden sipariş veren kişi ("Alıcı") arasında, 6502 sayılı Tüketicinin Korunması Hakkında Kanun ve Mesafeli Sözleşmeler Yönetmeliği hükümlerine göre elektronik ortamda kurulmuştur.

Madde 2 – Konu. Sözleşmenin konusu, Alıcının siteden sipariş ettiği ve nitelikleri, adedi ve satış fiyatı sipariş özetinde gösterilen ürünlerin satışı ve teslimidir. Sipariş özeti ve ön bilgilendirme formu bu sözleşmenin ayrılmaz parçasıdır.

Madde 3 – Ürün bilgileri. Ürünler doğal kehribar ve doğal taşlardan el işçiliğiyle üretilir. Doğal malzemenin yapısı gereği renk, iç desen ve ölçülerde fotoğraflara göre küçük farklılıklar olabilir; bu farklılıklar ayıp sayılmaz.

Madde 4 – Fiyat ve ödeme. Ürün fiyatlarına KDV dahildir; kargo ücretsizdir. Ödeme, sitede sunulan kredi kartı ve banka kartı seçenekleriyle, 3D Secure doğrulamasıyla ve lisanslı ödeme kuruluşu aracılığıyla alınır. Taksitli ödemelerde bankanın uyguladığı vade farkı sipariş özetinde gösterilir.

Madde 5 – Teslimat. Ürün, ödemenin onaylanmasından sonra en geç 3 iş günü içinde kargoya verilir ve Alıcının bildirdiği teslimat adresine gönderilir. Teslimat süresi, yasal 30 günlük süreyi hiçbir durumda aşmaz. Kargo takip numarası Alıcıya e-posta ile bildirilir.

Madde 6 – Cayma hakkı. Alıcı, ürünü teslim aldığı günden başlayarak 14 gün içinde hiçbir gerekçe göstermeden ve cezai şart ödemeden sözleşmeden cayabilir. Cayma bildirimi destek@kehribar.local adresine ya da +90 212 555 01 54 numaralı telefona yapılabilir. Ürün, kullanılmamış ve yeniden satılabilir durumda, faturası ve sertifikasıyla birlikte iade edilmelidir.

Madde 7 – Cayma hakkının kullanılamayacağı durumlar. Alıcının istekleri veya kişisel ihtiyaçları doğrultusunda hazırlanan ürünler (örneğin özel ölçüde dizilen ya da kişiselleştirilen parçalar) ile teslimden sonra ambalajı açılmış ve hijyen açısından iadesi uygun olmayan küpeler, Mesafeli Sözleşmeler Yönetmeliği'nin 15. maddesi uyarınca cayma hakkı kapsamı dışındadır.

Madde 8 – İade ve geri ödeme. Satıcı, cayma bildiriminin kendisine ulaştığı tarihten itibaren 14 gün içinde ürün bedelini, ödemenin yapıldığı yöntemle ve Alıcıya herhangi bir masraf yüklemeden iade eder. İade kargo ücreti Satıcıya aittir.

Madde 9 – Uyuşmazlıklar. Bu sözleşmeden doğan uyuşmazlıklarda, Ticaret Bakanlığınca her yıl ilan edilen parasal sınırlar dahilinde Alıcının yerleşim yerindeki Tüketici Hakem Heyeti, bu sınırları aşan durumlarda Tüketici Mahkemeleri yetkilidir.

Madde 10 – Yürürlük. Alıcı, siparişi onaylamadan önce bu sözleşmenin ve ön bilgilendirme formunun tüm koşullarını okuduğunu ve kabul ettiğini beyan eder. Sözleşme, siparişin onaylandığı anda yürürlüğe girer.`;

export const DELIVERY_RETURN_TR = `TESLİMAT VE İADE

Ücretsiz kargo. Türkiye'nin her yerine kargo ücretsizdir. Saat 14.00'e kadar verilen ve stokta bulunan ürünlerin siparişleri aynı gün kargoya verilir; diğer siparişler en geç 3 iş günü içinde yola çıkar.

Teslimat süresi. Kargoya verilen siparişler büyük şehirlere genellikle 1–2 iş günü, diğer bölgelere 2–4 iş günü içinde ulaşır. Kargo takip numaranız e-posta ile gönderilir; siparişinizin durumunu hesabınızdaki siparişlerim sayfasından da izleyebilirsiniz.

Yurt dışı gönderimler. Yurt dışına gönderilen siparişler 5–10 iş günü içinde teslim edilir. Varış ülkesinde uygulanabilecek gümrük vergileri ve harçlar alıcıya aittir.

Paketleme. Her parça, kehribarı çizilmelere karşı koruyan yumuşak kesesinde, hediye kutusunda ve orijinallik sertifikasıyla gönderilir. Ödeme adımında isteğe bağlı bir hediye notu (en çok 250 karakter) yazabilirsiniz; notunuz pakete kartla konur. “Hediye paketi” seçeneğinde pakette fiyat bilgisi yer almaz.

Teslim alırken. Kargo paketinde ezilme, ıslanma veya açılma fark ederseniz paketi teslim almadan kargo görevlisine tutanak tutturun ve bize 24 saat içinde haber verin; ürününüzü yenisiyle değiştirelim.

14 gün cayma hakkı. Ürünü teslim aldığınız günden başlayarak 14 gün içinde, hiçbir gerekçe göstermeden iade edebilirsiniz. İade için destek@kehribar.local adresine sipariş numaranızla yazmanız yeterlidir; size anlaşmalı kargo firmamızın ücretsiz iade kodunu göndeririz.

İade koşulları. İade edilen ürün kullanılmamış, hasar görmemiş ve yeniden satılabilir durumda olmalı; kutusu, faturası ve sertifikasıyla birlikte gönderilmelidir. Hijyen nedeniyle ambalajı açılmış küpeler ile size özel ölçüde hazırlanan ürünler cayma hakkı dışındadır.

Geri ödeme. İade edilen ürün bize ulaştıktan sonra en geç 14 gün içinde, ödemeyi yaptığınız kartınıza iade edilir. Bankanızın iadeyi hesabınıza yansıtma süresi birkaç iş günü sürebilir. Taksitli alışverişlerde iade, bankanız tarafından aynı taksit planıyla yapılır.

Değişim. Yüzük ölçüsü veya bileklik boyu için değişim talebinizi de aynı yoldan iletebilirsiniz; değişimde gönderim her iki yönde ücretsizdir.`;

export const TERMS_OF_USE_TR = `KULLANIM KOŞULLARI

Kabul. Bu siteyi ziyaret eden veya siteden alışveriş yapan herkes, aşağıdaki kullanım koşullarını kabul etmiş sayılır. Koşullar, duyurulmak kaydıyla güncellenebilir; güncel metin her zaman bu sayfada yayımlanır.

Üyelik. Üyelik için verdiğiniz bilgilerin doğru ve güncel olması sizin sorumluluğunuzdadır. Şifrenizi kimseyle paylaşmayın; hesabınızda yetkiniz dışında bir işlem fark ederseniz bize hemen haber verin.

Ürün bilgileri ve görseller. Ürünlerimiz doğal kehribar ve doğal taşlardan el işçiliğiyle üretilir. Fotoğraflar ürünü en iyi biçimde göstermek için hazırlanır; ekran ayarları ve doğal malzemenin yapısı nedeniyle renk ve desen, elinize ulaşan parçada küçük farklılıklar gösterebilir.

Fiyatlar. Sitedeki fiyatlar Türk lirası, ABD doları ve euro olarak gösterilir ve KDV dahildir. Açık bir yazım veya sistem hatasıyla gösterilen fiyatlardan doğan siparişleri iptal etme ve ödemeyi eksiksiz iade etme hakkımız saklıdır.

Fikri mülkiyet. Sitedeki metinler, fotoğraflar, tasarımlar ve logolar Kehribar'a aittir; yazılı iznimiz olmadan kopyalanamaz, çoğaltılamaz ve ticari amaçla kullanılamaz.

Kullanım kuralları. Siteyi hukuka aykırı amaçlarla kullanmak, başkalarının hesaplarına erişmeye çalışmak, sitenin işleyişini bozacak otomatik yazılımlar çalıştırmak yasaktır. Bu kurallara uyulmaması halinde üyelik askıya alınabilir.

Sorumluluk. Site, mümkün olan en yüksek özenle işletilir; ancak bakım, teknik arıza veya üçüncü kişilerden kaynaklanan kesintilerden doğabilecek dolaylı zararlardan Kehribar sorumlu tutulamaz.

Uygulanacak hukuk. Bu koşullar Türk hukukuna tabidir. Uyuşmazlıklarda, tüketici işlemleri için Tüketici Hakem Heyetleri ve Tüketici Mahkemeleri, diğer durumlarda İstanbul Merkez Mahkemeleri ve İcra Daireleri yetkilidir.`;

export const PRIVACY_POLICY_TR = `GİZLİLİK POLİTİKASI VE KVKK AYDINLATMA METNİ

Veri sorumlusu. 6698 sayılı Kişisel Verilerin Korunması Kanunu ("KVKK") uyarınca kişisel verileriniz, veri sorumlusu sıfatıyla ${SELLER} tarafından aşağıda açıklanan kapsamda işlenmektedir.

İşlenen kişisel veriler. Kimlik (ad, soyad), iletişim (e-posta, telefon, teslimat ve fatura adresi), müşteri işlem (sipariş, sepet, favori, iade kayıtları), işlem güvenliği (IP adresi, oturum ve giriş kayıtları) ve onay vermeniz halinde pazarlama (bülten tercihi) verileriniz işlenir. Kart bilgileriniz sitemizde saklanmaz; ödeme, lisanslı ödeme kuruluşu tarafından alınır.

İşleme amaçları. Verileriniz; üyelik ve siparişlerinizin oluşturulması, ödeme ve teslimatın yapılması, iade ve değişim taleplerinin yürütülmesi, fatura düzenlenmesi, müşteri hizmetlerinin sağlanması, site güvenliğinin korunması, yasal yükümlülüklerin yerine getirilmesi ve açık rızanız varsa kampanya duyurularının gönderilmesi amaçlarıyla işlenir.

Hukuki sebepler. Verileriniz KVKK'nın 5. maddesinde yer alan; sözleşmenin kurulması ve ifası, veri sorumlusunun hukuki yükümlülüğünü yerine getirmesi, bir hakkın tesisi ve korunması ile meşru menfaat hukuki sebeplerine, pazarlama iletileri için ise açık rızanıza dayanılarak işlenir.

Aktarım. Verileriniz, yalnızca yukarıdaki amaçlarla sınırlı olarak; siparişinizi taşıyan kargo firmalarına, ödemeyi gerçekleştiren ödeme kuruluşu ve bankalara, e-posta ve barındırma hizmeti aldığımız tedarikçilere ve talep halinde yetkili kamu kurum ve kuruluşlarına aktarılabilir.

Toplama yöntemi. Verileriniz; site üzerindeki üyelik, sipariş ve iletişim formları, çerezler ve müşteri hizmetleriyle yaptığınız yazışmalar aracılığıyla, elektronik ortamda toplanır.

Çerezler. Sitemiz, oturumunuzu açık tutmak, sepetinizi ve dil ile para birimi tercihlerinizi hatırlamak için zorunlu çerezler ve yerel depolama kullanır. Reklam amaçlı üçüncü taraf çerezi kullanılmaz.

Saklama süresi. Verileriniz, işleme amacının gerektirdiği süre ve ilgili mevzuatta öngörülen yasal saklama süreleri boyunca saklanır; sürenin sonunda silinir, yok edilir veya anonim hale getirilir.

Haklarınız. KVKK'nın 11. maddesi uyarınca; verilerinizin işlenip işlenmediğini öğrenme, işlenmişse bilgi talep etme, işleme amacını öğrenme, aktarıldığı kişileri bilme, eksik veya yanlış işlenmişse düzeltilmesini, şartları oluştuğunda silinmesini isteme, otomatik sistemlerle analiz sonucu aleyhinize bir sonuç çıkmasına itiraz etme ve kanuna aykırı işleme nedeniyle zarara uğramanız halinde zararın giderilmesini talep etme haklarına sahipsiniz.

Başvuru. Haklarınıza ilişkin taleplerinizi, kimliğinizi doğrulayan bilgilerle birlikte destek@kehribar.local adresine veya yukarıdaki posta adresimize iletebilirsiniz. Başvurunuz en geç 30 gün içinde ücretsiz olarak sonuçlandırılır.`;
