import { useQuery } from '@tanstack/react-query';
import { type Collection, ENDPOINTS } from '@kehribar/contracts/plain';
import { api } from '../../../shared/api/client.ts';
import { adminReads } from '../../api/reads.ts';
import { GroupListPage } from '../group-list-page.tsx';

const removeCollection = (c: Collection) =>
  api.call(ENDPOINTS.Collection.DeleteCollection, { body: { id: c.id } });

/** docs/product/back-office.md §2 collections: name, English name, gender scope; add, detail, photos, delete. */
export default function CollectionsPage() {
  const collections = useQuery(adminReads.collections());
  return (
    <GroupListPage
      section="collections"
      photoKind="collection"
      list={collections}
      remove={removeCollection}
      deleted="msg.collectionDeleted"
    />
  );
}
