import { useMutation, useQuery } from '@tanstack/react-query';
import { ENDPOINTS } from '@kehribar/contracts/plain';
import { api } from '../../shared/api/client.ts';
import { allContentPart } from '../../shared/queries/content.ts';

/** The parts of GetAllContent the home page shows. */
export const homeContentQuery = allContentPart(
  'home',
  ({ banners, lastAddedProducts, aboutUs, mainPhoto, videoUrl, press }) => ({
    banners,
    lastAddedProducts,
    aboutUs,
    mainPhoto,
    videoUrl,
    press,
  }),
);

export const useHomeContent = () => useQuery(homeContentQuery);

/** The server may say more (e.g. 'already subscribed'), in the request's language. */
export interface SubscribeResult {
  subscribed?: boolean;
  alreadySubscribed?: boolean;
  message?: string;
}

/** The newsletter: POST Account/AddSubscribe {email}; a failure opens the error modal. */
export function useSubscribe() {
  return useMutation({
    mutationFn: (email: string) => api.call(ENDPOINTS.Account.AddSubscribe, { body: { email } }),
  });
}
