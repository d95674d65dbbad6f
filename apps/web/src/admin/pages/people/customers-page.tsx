import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ENDPOINTS, type AdminUser } from '@kehribar/contracts/plain';
import { adminReads } from '../../api/reads.ts';
import { useAdminText } from '../../i18n/use-admin-text.ts';
import { formatDate } from '../../lib/format.ts';
import { DataTable, type Column } from '../../ui/data-table.tsx';
import { AdminPage } from '../../ui/page.tsx';
import { ExportButton } from '../../ui/export-button.tsx';
import { QueryView } from '../../ui/states.tsx';

/** docs/product/back-office.md §2 customers: the table of users. */
export default function CustomersPage() {
  const { t } = useAdminText();
  const users = useQuery(adminReads.users());
  const columns = useMemo<Column<AdminUser>[]>(() => {
    const yesNo = (v: boolean) => (v ? t('common.yes') : t('common.no'));
    return [
      {
        key: 'firstName',
        header: t('customers.firstName'),
        value: (u) => u.firstName,
        sortable: true,
        filterable: true,
      },
      {
        key: 'lastName',
        header: t('customers.lastName'),
        value: (u) => u.lastName,
        sortable: true,
        filterable: true,
      },
      {
        key: 'userName',
        header: t('customers.userName'),
        value: (u) => u.userName,
        sortable: true,
        filterable: true,
      },
      { key: 'email', header: t('common.email'), value: (u) => u.email, sortable: true, filterable: true },
      { key: 'phone', header: t('common.phone'), value: (u) => u.phoneNumber, filterable: true },
      { key: 'birth', header: t('customers.birth'), value: (u) => u.dateBirth ?? '', sortable: true },
      {
        key: 'created',
        header: t('customers.created'),
        value: (u) => formatDate(u.dateCreated),
        sortable: true,
        filterable: true,
      },
      {
        key: 'thirdParty',
        header: t('customers.thirdParty'),
        value: (u) => yesNo(u.isThirdParty),
        sortable: true,
      },
      {
        key: 'confirmed',
        header: t('customers.confirmed'),
        value: (u) => yesNo(u.emailConfirmed),
        sortable: true,
        filterable: true,
      },
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
      <QueryView query={users} empty={t('customers.empty')}>
        {(list) => (
          <DataTable
            label={t('customers.title')}
            rows={list}
            columns={columns}
            rowKey={(u) => u.id}
            initialSort={{ key: 'created', direction: 'desc' }}
            testId="customers-table"
          />
        )}
      </QueryView>
    </AdminPage>
  );
}
