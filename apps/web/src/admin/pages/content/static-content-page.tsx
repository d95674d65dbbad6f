import { useQuery } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import { useForm } from 'react-hook-form';
import {
  ENDPOINTS,
  LEGAL_TEXT_KEYS,
  type StaticContent,
  type UpdateStaticContentRequest,
  updateStaticContentRequestSchema,
} from '@kehribar/contracts';
import { api } from '../../../shared/api/client.ts';
import { adminReads } from '../../api/reads.ts';
import { useAdminMutation } from '../../api/use-admin-mutation.ts';
import { useAdminText } from '../../i18n/use-admin-text.ts';
import { adminResolver } from '../../lib/form-resolver.ts';
import styles from '../../ui/admin.module.css';
import { TextArea, TextField } from '../../ui/fields.tsx';
import { AdminPage, Section } from '../../ui/page.tsx';
import { QueryView } from '../../ui/states.tsx';
import { keepAsSaved, useFormLeaveGuard } from '../../ui/leave-guard.tsx';

function StaticContentForm({ initial }: { initial: StaticContent }) {
  const { t } = useAdminText();
  const form = useForm<UpdateStaticContentRequest>({
    defaultValues: initial,
    resolver: adminResolver(updateStaticContentRequestSchema),
  });
  const save = useAdminMutation<UpdateStaticContentRequest>({
    mutationFn: (body) => api.call(ENDPOINTS.Products.UpdateStaticContent, { body }),
    success: 'common.updated',
    failure: 'msg.contentSaveFailed',
  });
  useFormLeaveGuard(form);
  const errors = form.formState.errors;
  const submit = (
    <div className={styles.formActions}>
      <button type="submit" className={styles.btnPrimary} disabled={save.isPending}>
        <Save size={15} aria-hidden="true" />
        {save.isPending ? t('common.saving') : t('common.save')}
      </button>
    </div>
  );
  return (
    <form
      className={styles.form}
      onSubmit={form.handleSubmit((body) =>
        save.mutate({ ...body, id: initial.id }, { onSuccess: () => keepAsSaved(form) }),
      )}
      noValidate
    >
      <Section title={t('static.seller')}>
        <p className={styles.hint}>{t('static.sellerHint')}</p>
        <div className={`${styles.panel} ${styles.form}`}>
          <div className={styles.grid2}>
            <TextField
              label={t('static.sellerTradeName')}
              error={errors.sellerTradeName}
              {...form.register('sellerTradeName')}
            />
            <TextField
              label={t('static.sellerMersisNo')}
              hint={t('static.sellerMersisNoHint')}
              inputMode="numeric"
              error={errors.sellerMersisNo}
              {...form.register('sellerMersisNo')}
            />
          </div>
          <TextField
            label={t('static.sellerAddress')}
            error={errors.sellerAddress}
            {...form.register('sellerAddress')}
          />
          <div className={styles.grid3}>
            <TextField
              label={t('static.sellerKepAddress')}
              hint={t('static.sellerKepAddressHint')}
              type="email"
              error={errors.sellerKepAddress}
              {...form.register('sellerKepAddress')}
            />
            <TextField
              label={t('static.sellerPhone')}
              type="tel"
              error={errors.sellerPhone}
              {...form.register('sellerPhone')}
            />
            <TextField
              label={t('static.sellerEmail')}
              type="email"
              error={errors.sellerEmail}
              {...form.register('sellerEmail')}
            />
          </div>
        </div>
      </Section>
      {LEGAL_TEXT_KEYS.map((key) => (
        <Section key={key} title={t(`static.${key}`)}>
          <div className={`${styles.panel} ${styles.grid2}`}>
            <TextArea label={t('static.turkish')} rows={8} error={errors[key]} {...form.register(key)} />
            <TextArea
              label={t('static.english')}
              rows={8}
              error={errors[`${key}EN`]}
              {...form.register(`${key}EN`)}
            />
          </div>
        </Section>
      ))}
      <Section title={t('static.contact')}>
        <div className={`${styles.panel} ${styles.grid3}`}>
          <TextField
            label={t('static.mailInfo')}
            type="email"
            error={errors.mailInfo}
            {...form.register('mailInfo')}
          />
          <TextField label={t('static.instaInfo')} error={errors.instaInfo} {...form.register('instaInfo')} />
          <TextField
            label={t('static.phoneNumberInfo')}
            type="tel"
            error={errors.phoneNumberInfo}
            {...form.register('phoneNumberInfo')}
          />
          <TextField
            label={t('static.whatsappNumber')}
            hint={t('static.whatsappNumberHint')}
            type="tel"
            error={errors.whatsappNumber}
            {...form.register('whatsappNumber')}
          />
        </div>
      </Section>
      <Section title={t('static.returns')}>
        <p className={styles.hint}>{t('static.returnsHint')}</p>
        <div className={`${styles.panel} ${styles.grid3}`}>
          <TextField
            label={t('static.returnCarrier')}
            error={errors.returnCarrier}
            {...form.register('returnCarrier')}
          />
          <TextField
            label={t('static.returnCode')}
            error={errors.returnCode}
            {...form.register('returnCode')}
          />
        </div>
      </Section>
      {submit}
    </form>
  );
}

/**
 * docs/product/back-office.md §2 static content: the seller's identity (docs/decisions/029-seller-identity.md), the four
 * legal texts in both languages, mail, Instagram, phone, the return carrier.
 */
export default function StaticContentPage() {
  const { t } = useAdminText();
  const content = useQuery(adminReads.content());
  return (
    <AdminPage title={t('static.title')}>
      <QueryView query={content}>
        {(data) => <StaticContentForm key={data.staticContent.id} initial={data.staticContent} />}
      </QueryView>
    </AdminPage>
  );
}
