-- Custom SQL migration file, put your code below! --
-- Order lines used to keep one option name, in the language the order was placed in. Now they keep
-- both: an English order's stored name is its English one, and the Turkish one comes from the option if
-- it still exists; a Turkish order's English name comes from the option if it still exists, else it
-- keeps the Turkish name.
UPDATE "order_items" AS oi
SET
  "variant_name_en" = CASE
    WHEN o."language" = 'en-EN' THEN oi."variant_name"
    ELSE COALESCE((SELECT pv."variant_name_en" FROM "product_variants" AS pv WHERE pv."id" = oi."variant_id"), oi."variant_name")
  END,
  "variant_name" = CASE
    WHEN o."language" = 'en-EN' THEN COALESCE((SELECT pv."variant_name" FROM "product_variants" AS pv WHERE pv."id" = oi."variant_id"), oi."variant_name")
    ELSE oi."variant_name"
  END
FROM "orders" AS o
WHERE o."id" = oi."order_id" AND oi."variant_name" IS NOT NULL;
