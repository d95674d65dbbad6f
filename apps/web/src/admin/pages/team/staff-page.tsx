import { queryOptions, useQuery } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import {
  BACK_OFFICE_ROLES,
  createStaffRequestSchema,
  ENDPOINTS,
  type BackOfficeRole,
  type CreateStaffRequest,
  type StaffMember,
} from '@kehribar/contracts';
import { api } from '../../../shared/api/client.ts';
import { decodeClaims } from '../../../shared/session/token.ts';
import { storage } from '../../../shared/storage/storage.ts';
import { useAdminMutation } from '../../api/use-admin-mutation.ts';
import { useAdminText } from '../../i18n/use-admin-text.ts';
import { adminResolver } from '../../lib/form-resolver.ts';
import { formatDateTime } from '../../lib/format.ts';
import styles from '../../ui/admin.module.css';
import { confirmAction } from '../../ui/confirm.tsx';
import { DataTable, type Column } from '../../ui/data-table.tsx';
import { SelectField, TextField } from '../../ui/fields.tsx';
import { AdminPage, Section } from '../../ui/page.tsx';
import { QueryView } from '../../ui/states.tsx';

const staffQuery = () =>
  queryOptions({
    queryKey: ['admin', 'staff'],
    queryFn: ({ signal }) => api.call(ENDPOINTS.Account.GetStaff, { signal }),
    staleTime: 15_000,
  });

const EMPTY: CreateStaffRequest = { email: '', firstName: '', lastName: '', role: 'Staff' };

/**
 * The back-office team (docs/decisions/030-staff-roles-and-audit-log.md): invite someone by e-mail (the
 * mail's link sets their password), change a member's role, revoke it. The owner's own row cannot be
 * changed, so nobody locks the shop out of its back office.
 */
export default function StaffPage() {
  const { t } = useAdminText();
  const team = useQuery(staffQuery());
  const me = decodeClaims(storage.get('token'))?.sub;
  const form = useForm<CreateStaffRequest, unknown, CreateStaffRequest>({
    defaultValues: EMPTY,
    resolver: adminResolver(createStaffRequestSchema),
  });
  const errors = form.formState.errors;
  const invite = useAdminMutation<CreateStaffRequest, StaffMember>({
    mutationFn: (body) => api.call(ENDPOINTS.Account.CreateStaff, { body }),
    success: (member) => t('staff.invited', { email: member.email }),
    failure: 'staff.inviteFailed',
    onSuccess: () => form.reset(EMPTY),
  });
  const changeRole = useAdminMutation<{ userId: string; role: BackOfficeRole }, StaffMember>({
    mutationFn: (body) => api.call(ENDPOINTS.Account.UpdateStaffRole, { body }),
    success: (member) => t('staff.roleChanged', { email: member.email }),
    failure: 'staff.roleFailed',
  });
  const revoke = useAdminMutation<StaffMember, StaffMember[]>({
    mutationFn: (member) => api.call(ENDPOINTS.Account.RevokeStaff, { body: { userId: member.userId } }),
    success: (_list, member) => t('staff.revoked', { email: member.email }),
    failure: 'staff.revokeFailed',
  });

  const columns = useMemo<Column<StaffMember>[]>(() => {
    const roleName = (role: BackOfficeRole) => t(role === 'Owner' ? 'staff.role.Owner' : 'staff.role.Staff');
    const ask = async (member: StaffMember) => {
      const ok = await confirmAction({
        title: t('staff.revokeTitle'),
        message: t('staff.revokeConfirm', {
          name: `${member.firstName} ${member.lastName}`,
          email: member.email,
        }),
        confirmLabel: t('staff.revoke'),
      });
      if (ok) revoke.mutate(member);
    };
    return [
      {
        key: 'name',
        header: t('common.name'),
        value: (m) => `${m.firstName} ${m.lastName}`,
        render: (m) => (
          <>
            {m.firstName} {m.lastName}
            {m.userId === me && <span className={styles.muted}> · {t('staff.you')}</span>}
          </>
        ),
        sortable: true,
        filterable: true,
      },
      { key: 'email', header: t('common.email'), value: (m) => m.email, sortable: true, filterable: true },
      {
        key: 'role',
        header: t('staff.roleColumn'),
        value: (m) => roleName(m.role),
        render: (m) =>
          m.userId === me ? (
            roleName(m.role)
          ) : (
            <select
              className={styles.select}
              aria-label={t('staff.roleOf', { email: m.email })}
              value={m.role}
              disabled={changeRole.isPending}
              onChange={(event) =>
                changeRole.mutate({ userId: m.userId, role: event.target.value as BackOfficeRole })
              }
            >
              {BACK_OFFICE_ROLES.map((role) => (
                <option key={role} value={role}>
                  {roleName(role)}
                </option>
              ))}
            </select>
          ),
        sortable: true,
      },
      {
        key: 'status',
        header: t('staff.status'),
        value: (m) => (m.passwordSet ? 1 : 0),
        render: (m) => (
          <span className={styles.badge} data-tone={m.passwordSet ? 'ok' : 'warn'}>
            {t(m.passwordSet ? 'staff.active' : 'staff.pending')}
          </span>
        ),
        sortable: true,
      },
      {
        key: 'since',
        header: t('staff.since'),
        value: (m) => m.createdAt,
        render: (m) => formatDateTime(m.createdAt),
        sortable: true,
        className: styles.nowrap,
      },
      {
        key: 'actions',
        header: t('common.actions'),
        render: (m) =>
          m.userId === me ? null : (
            <button
              type="button"
              className={styles.btnDanger}
              onClick={() => void ask(m)}
              disabled={revoke.isPending}
              aria-label={t('staff.revokeOf', { email: m.email })}
            >
              {t('staff.revoke')}
            </button>
          ),
        pinEnd: true,
      },
    ];
  }, [t, me, changeRole, revoke]);

  return (
    <AdminPage title={t('staff.title')}>
      <p className={styles.lead}>{t('staff.lead')}</p>
      <Section title={t('staff.inviteTitle')}>
        <form
          className={`${styles.panel} ${styles.form}`}
          onSubmit={form.handleSubmit((body) => invite.mutate(body))}
          noValidate
          aria-label={t('staff.inviteTitle')}
        >
          <div className={styles.grid2}>
            <TextField
              label={t('common.email')}
              type="email"
              autoComplete="off"
              error={errors.email}
              {...form.register('email')}
            />
            <SelectField label={t('staff.roleColumn')} error={errors.role} {...form.register('role')}>
              {BACK_OFFICE_ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(role === 'Owner' ? 'staff.role.Owner' : 'staff.role.Staff')}
                </option>
              ))}
            </SelectField>
            <TextField
              label={t('staff.firstName')}
              autoComplete="off"
              error={errors.firstName}
              {...form.register('firstName')}
            />
            <TextField
              label={t('staff.lastName')}
              autoComplete="off"
              error={errors.lastName}
              {...form.register('lastName')}
            />
          </div>
          <p className={styles.hint}>{t('staff.roleHelp')}</p>
          <div className={styles.formActions}>
            <button type="submit" className={styles.btnPrimary} disabled={invite.isPending}>
              <UserPlus size={15} aria-hidden="true" />
              {t('staff.invite')}
            </button>
          </div>
        </form>
      </Section>
      <Section title={t('staff.teamTitle')}>
        <QueryView query={team} empty={t('staff.empty')}>
          {(list) => (
            <DataTable
              label={t('staff.teamTitle')}
              rows={list}
              columns={columns}
              rowKey={(m) => m.userId}
              testId="staff-table"
            />
          )}
        </QueryView>
      </Section>
    </AdminPage>
  );
}
