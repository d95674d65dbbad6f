import { useMemo } from 'react';
import { CUSTOMER_SORT_COLUMNS, DEFAULT_SORTS, ENDPOINTS, type AdminUser } from '@kehribar/contracts/plain';
import { adminReads } from '../../api/reads.ts';
import { useAdminText } from '../../i18n/use-admin-text.ts';
import { formatDate } from '../../lib/format.ts';
import type { ListSpec } from '../../lib/list-state.ts';
import { AdminPage } from '../../ui/page.tsx';
import { ServerTable, type ServerColumn } from '../../ui/server-table.tsx';
import { useServerList } from '../../ui/use-server-list.ts';
import { ExportButton } from '../../ui/export-button.tsx';

const CUSTOMERS_LIST: ListSpec = { sortColumns: CUSTOMER_SORT_COLUMNS, defaultSort: DEFAULT_SORTS.customers };

/**
 * docs/product/back-office.md §2 customers: the users, paged, sorted and searched (name, e-mail) on the
 * server, newest first.
 */
export default function CustomersPage() {
  const { t } = useAdminText();
  const list = useServerList(CUSTOMERS_LIST, adminReads.customersPage);
  const columns = useMemo<ServerColumn<AdminUser>[]>(() => {
    const yesNo = (v: boolean) => (v ? t('common.yes') : t('common.no'));
    return [
      { key: 'firstName', header: t('customers.firstName'), render: (u) => u.firstName },
      // The server sorts by last name, then first name.
      { key: 'lastName', header: t('customers.lastName'), render: (u) => u.lastName, sortKey: 'name' },
      { key: 'userName', header: t('customers.userName'), render: (u) => u.userName },
      { key: 'email', header: t('common.email'), render: (u) => u.email, sortKey: 'email' },
      { key: 'phone', header: t('common.phone'), render: (u) => u.phoneNumber },
      { key: 'birth', header: t('customers.birth'), render: (u) => u.dateBirth ?? '' },
      {
        key: 'created',
        header: t('customers.created'),
        render: (u) => formatDate(u.dateCreated),
        sortKey: 'created',
      },
      { key: 'thirdParty', header: t('customers.thirdParty'), render: (u) => yesNo(u.isThirdParty) },
      { key: 'confirmed', header: t('customers.confirmed'), render: (u) => yesNo(u.emailConfirmed) },
    ];
  }, [t]);
  return (
    <AdminPage
      title={t('customers.title')}
      actions={
        <ExportButton
          path={ENDPOINTS.Account.ExportCustomers.path}
          fileName="customers.csv"
          testId="export-customers"
        />
      }
    >
      <ServerTable
        label={t('customers.title')}
        list={list}
        columns={columns}
        searchPlaceholder={t('lists.customers.search')}
        empty={t('customers.empty')}
        rowKey={(u) => u.id}
        testId="customers-table"
      />
    </AdminPage>
  );
}
