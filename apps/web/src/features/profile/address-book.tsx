import type { Address, UserInfo } from '@kehribar/contracts/plain';
import { MapPin, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { Modal } from '../../shared/ui/modal.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { notify } from '../../shared/ui/toast.tsx';
import { AddressDialog, type AddressKind } from './address-dialog.tsx';
import { useDeleteAddress } from './api.ts';
import styles from './address-book.module.css';
import section from './section.module.css';

/** Billing and shipping addresses (split by isShipping), each list with its add modal and delete. */
export function AddressBook({ user, loading }: { user: UserInfo | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState<AddressKind | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const remove = useDeleteAddress();
  const addresses = user?.addresses ?? [];

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        notify.success(t('profile.addresses.deleted'));
      },
      onError: () => setDeleting(null),
    });
  };

  return (
    <section className={section.section} aria-labelledby="profile-addresses">
      <div className={section.head}>
        <h2 className={section.title} id="profile-addresses">
          {t('profile.addresses.title')}
        </h2>
      </div>
      <div className={styles.groups}>
        {(['billing', 'shipping'] as const).map((kind) => {
          const list = addresses.filter((a) => a.isShipping === (kind === 'shipping'));
          const headingId = `profile-addresses-${kind}`;
          return (
            <section key={kind} className={styles.group} aria-labelledby={headingId}>
              <h3 className={styles.groupTitle} id={headingId}>
                {t(`profile.addresses.${kind}`)}
              </h3>
              {loading ? (
                <Skeleton height={120} />
              ) : (
                <>
                  {list.length === 0 ? (
                    <p className={styles.empty}>
                      <MapPin size={18} strokeWidth={1.5} aria-hidden="true" />
                      {t(`profile.addresses.empty.${kind}`)}
                    </p>
                  ) : (
                    <ul className={styles.cards}>
                      {list.map((address) => (
                        <li key={address.id} className={`${section.card} ${styles.card}`}>
                          <AddressText address={address} />
                          <button
                            type="button"
                            className={styles.delete}
                            onClick={() => setDeleting(address)}
                            aria-label={t('profile.addresses.delete', { line: address.addressLine })}
                            title={t('profile.addresses.deleteShort')}
                          >
                            <Trash2 size={17} strokeWidth={1.5} aria-hidden="true" />
                          </button>
                        </li>
                      ))}
                    </ul>
                  )}
                  <button type="button" className={styles.add} onClick={() => setAdding(kind)}>
                    <Plus size={16} strokeWidth={1.5} aria-hidden="true" />
                    {t(`profile.addresses.add.${kind}`)}
                  </button>
                </>
              )}
            </section>
          );
        })}
      </div>

      <AddressDialog kind={adding} onClose={() => setAdding(null)} />

      <Modal
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('profile.addresses.confirmTitle')}
        size="sm"
      >
        <p className={styles.confirmText}>{t('profile.addresses.confirmText')}</p>
        {deleting && (
          <div className={styles.confirmAddress}>
            <AddressText address={deleting} />
          </div>
        )}
        <div className={styles.confirmActions}>
          <Button className={styles.danger} onClick={confirmDelete} disabled={remove.isPending}>
            {remove.isPending ? t('profile.addresses.deleting') : t('profile.addresses.confirmDelete')}
          </Button>
          <Button variant="secondary" onClick={() => setDeleting(null)}>
            {t('profile.cancel')}
          </Button>
        </div>
      </Modal>
    </section>
  );
}

function AddressText({ address }: { address: Address }) {
  const name = `${address.firstName} ${address.lastName}`.trim();
  return (
    <address className={styles.text}>
      {name && <strong className={styles.name}>{name}</strong>}
      <span>{address.addressLine}</span>
      <span>
        {[address.postalCode, address.state].filter(Boolean).join(' ')} / {address.city}
      </span>
      <span>{address.country}</span>
    </address>
  );
}
