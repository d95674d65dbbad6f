import { z } from 'zod';
import { cardFieldsSchema } from '@kehribar/contracts';

/** The card form: the contracts' card rules plus the acceptance of the distance-selling documents. */
export const paymentFormSchema = cardFieldsSchema.extend({
  acceptContracts: z.boolean().refine((v) => v, 'checkout.contracts.required'),
});

export type PaymentFormValues = z.infer<typeof paymentFormSchema>;

export const emptyPayment: PaymentFormValues = {
  cardName: '',
  cardNumber: '',
  expiration: '',
  cvv: '',
  acceptContracts: false,
};
