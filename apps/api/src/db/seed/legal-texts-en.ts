/** The English twins of legal-texts.ts; the Turkish text prevails where they differ. */

const SELLER =
  'Kehribar Takı ve Doğal Taş Ticaret Ltd. Şti., Kapalıçarşı, Kalpakçılar Caddesi No: 54, 34126 Fatih/Istanbul, Türkiye. ' +
  'Phone: +90 212 555 01 54. E-mail: destek@kehribar.local';

export const DISTANCE_SELLING_EN = `DISTANCE SELLING CONTRACT

Article 1 – Parties. This contract is made electronically between ${SELLER} (the "Seller") and the person placing an order on the Kehribar website (the "Buyer"), under Consumer Protection Law No. 6502 and the Regulation on Distance Contracts of the Republic of Türkiye.

Article 2 – Subject. The subject of the contract is the sale and delivery of the products the Buyer orders on the website, whose features, quantity and price are shown in the order summary. The order summary and the preliminary information form are integral parts of this contract.

Article 3 – The products. The products are handmade from natural amber and natural stones. Because the materials are natural, colour, inner pattern and dimensions may differ slightly from the photographs; such differences are not defects.

Article 4 – Price and payment. Prices include VAT; shipping is free. Payment is taken by credit or debit card with 3-D Secure verification, through a licensed payment institution. Where the Buyer pays in instalments, any interest charged by the bank is shown in the order summary.

Article 5 – Delivery. The order is handed to the carrier within 3 business days of the payment being confirmed and sent to the delivery address given by the Buyer. Delivery never exceeds the statutory period of 30 days. The tracking number is sent to the Buyer by e-mail.

Article 6 – Right of withdrawal. The Buyer may withdraw from the contract within 14 days of receiving the product, without giving any reason and without penalty. Notice of withdrawal may be given at destek@kehribar.local or by phone on +90 212 555 01 54. The product must be returned unused and in resaleable condition, with its invoice and certificate.

Article 7 – Exceptions. Under Article 15 of the Regulation on Distance Contracts, the right of withdrawal does not apply to goods made to the Buyer's specifications or clearly personalised (for example pieces strung to a custom size), nor to earrings whose sealed packaging has been opened after delivery, for reasons of hygiene.

Article 8 – Refunds. The Seller refunds the price within 14 days of receiving the notice of withdrawal, by the same means of payment and at no cost to the Buyer. The Seller pays for the return shipping.

Article 9 – Disputes. Disputes arising from this contract are heard by the Consumer Arbitration Committee of the Buyer's place of residence within the monetary limits announced each year by the Ministry of Trade, and by the Consumer Courts above those limits.

Article 10 – Entry into force. Before confirming the order, the Buyer declares to have read and accepted all terms of this contract and of the preliminary information form. The contract enters into force when the order is confirmed.`;

export const DELIVERY_RETURN_EN = `DELIVERY AND RETURNS

Free shipping. Shipping is free to anywhere in Türkiye. Orders for pieces in stock placed by 14:00 leave the same day; all other orders leave within 3 business days.

Delivery times. Orders usually reach large cities within 1–2 business days and other areas within 2–4 business days. Your tracking number is sent by e-mail, and you can follow your order on the orders page of your account.

International orders. Orders shipped abroad arrive within 5–10 business days. Any customs duties and fees charged in the destination country are paid by the recipient.

Packaging. Every piece travels in a soft pouch that protects the amber from scratches, inside a gift box, with a certificate of authenticity. At checkout you can write an optional gift note (up to 250 characters); it goes into the parcel on a card. With “gift package”, no prices are put inside the parcel.

On delivery. If the parcel is crushed, wet or opened, ask the courier to record it before you accept the parcel and let us know within 24 hours; we will replace your piece.

14-day right of withdrawal. You may return your order within 14 days of receiving it, without giving any reason. Write to destek@kehribar.local with your order number and we will send you a free return code for our contracted carrier.

Return conditions. Returned items must be unused, undamaged and resaleable, and sent back with their box, invoice and certificate. For reasons of hygiene, earrings whose packaging has been opened and pieces made to your own measurements cannot be returned.

Refunds. Your refund is made to the card you paid with within 14 days of the returned item reaching us. Your bank may take a few business days to show it on your account. For instalment purchases, the bank refunds on the same instalment plan.

Exchanges. Requests to exchange a ring size or bracelet length are made the same way; exchanges are shipped free in both directions.`;

export const TERMS_OF_USE_EN = `TERMS OF USE

Acceptance. Everyone who visits or shops on this website is deemed to accept these terms of use. The terms may be updated with notice; the current text is always published on this page.

Accounts. You are responsible for keeping the details of your account accurate and up to date. Do not share your password; if you notice any activity on your account that you did not authorise, tell us at once.

Product information and pictures. Our products are handmade from natural amber and natural stones. Photographs are prepared to show each product at its best; because of screen settings and the nature of the materials, the piece you receive may differ slightly in colour and pattern.

Prices. Prices are shown in Turkish lira, US dollars and euros and include VAT. We reserve the right to cancel orders placed at a price shown through an obvious typing or system error, and to refund the payment in full.

Intellectual property. The texts, photographs, designs and logos on this website belong to Kehribar and may not be copied, reproduced or used commercially without our written permission.

Acceptable use. Using the website for unlawful purposes, trying to access other people's accounts or running automated software that disrupts the website is forbidden. Accounts that break these rules may be suspended.

Liability. The website is run with the greatest possible care; however, Kehribar cannot be held liable for indirect losses caused by maintenance, technical failures or interruptions caused by third parties.

Governing law. These terms are governed by the laws of the Republic of Türkiye. Consumer disputes are heard by the Consumer Arbitration Committees and Consumer Courts; all other disputes by the Central Courts and Enforcement Offices of Istanbul.`;

export const PRIVACY_POLICY_EN = `PRIVACY POLICY AND KVKK NOTICE

Data controller. Under the Personal Data Protection Law No. 6698 ("KVKK"), your personal data is processed by ${SELLER}, as data controller, within the scope described below.

The data we process. Identity (first and last name), contact (e-mail, phone, delivery and billing address), customer transactions (orders, baskets, favourites, returns), transaction security (IP address, session and sign-in records) and, if you consent, marketing (newsletter preference) data. Your card details are never stored on our website; payments are taken by a licensed payment institution.

Why we process it. To create your account and orders, take payment and deliver, handle returns and exchanges, issue invoices, provide customer service, keep the website secure, meet our legal obligations and, with your explicit consent, send you news of our collections and offers.

Legal grounds. Your data is processed on the grounds set out in Article 5 of the KVKK: the making and performance of a contract, compliance with the data controller's legal obligations, the establishment and protection of a right and legitimate interest; marketing messages are sent only with your explicit consent.

Transfers. Your data may be shared, only for the purposes above, with the carriers delivering your order, the payment institution and banks processing your payment, our e-mail and hosting providers, and authorised public bodies where the law requires it.

How we collect it. Electronically, through the sign-up, order and contact forms on the website, cookies, and your correspondence with our customer service.

Cookies. The website uses strictly necessary cookies and local storage to keep you signed in and to remember your basket, language and currency. No third-party advertising cookies are used.

Retention. Your data is kept for as long as the purpose of processing requires and for the retention periods laid down by law; it is then erased, destroyed or anonymised.

Your rights. Under Article 11 of the KVKK you have the right to learn whether your data is processed, to request information about it, to learn the purpose of processing, to know to whom it is transferred, to have incomplete or inaccurate data corrected, to have it erased when the conditions are met, to object to a result against you produced solely by automated analysis, and to claim compensation for damage caused by unlawful processing.

How to apply. Send your request, with information that verifies your identity, to destek@kehribar.local or to our postal address above. Requests are answered free of charge within 30 days at the latest.`;
