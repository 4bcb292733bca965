import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { Dialog } from '@/components/ui/dialog/dialog';
import { SelectField, TextField } from '@/components/ui/field/field';
import { Panel } from '@/components/ui/panel/panel';
import { EmptyState, ErrorState, failureText, LoadingState, Notice } from '@/components/ui/states/states';
import { formatTime } from '@/lib/format';
import { amountFormatKey, amountInputMode, amountToMinor, formatAmount, type MoneyFormat } from '@/lib/money';
import { t } from '@/lib/texts';
import { useBrandMoney } from '@/lib/use-brand-money';
import { type Application, useApplicationImage, useApplications, useDecideApplication } from '../api/applications';
import styles from './promotions.module.css';

function Picture({ application, index, onOpen }: { application: Application; index: number; onOpen: (src: string) => void }) {
  const image = useApplicationImage(application.id, index);
  if (!image.data) return <span className={styles.pictureSlot} aria-busy={image.isPending} />;
  const label = t('app_picture_label', { n: index + 1, player: application.username });
  return (
    <button type="button" className={styles.pictureButton} onClick={() => onOpen(image.data)} aria-label={label}>
      <img src={image.data} alt="" />
    </button>
  );
}

/**
 * One application: who, for what, their words and pictures; approve (the promotion's reward, or an amount in `money`,
 * the brand's currency, sent as typed) or reject with a reason.
 */
function ApplicationCard({ application, money, onOpen }: { application: Application; money: MoneyFormat; onOpen: (src: string) => void }) {
  const decide = useDecideApplication();
  const [amount, setAmount] = useState('');
  const [remark, setRemark] = useState('');
  const [problem, setProblem] = useState('');
  const failure = decide.approve.error ?? decide.reject.error;
  const pending = decide.approve.isPending || decide.reject.isPending;
  return (
    <li className={styles.application} aria-label={t('app_label', { player: application.username, promotion: application.promotionTitle })}>
      <p>
        <strong>{application.username}</strong> · {application.promotionTitle} · {formatTime(application.createdAt)}
      </p>
      <blockquote className={styles.comment}>{application.comment || t('none')}</blockquote>
      <div className={styles.pictures}>
        {Array.from({ length: application.imageCount }, (_, i) => (
          <Picture key={i} application={application} index={i} onOpen={onOpen} />
        ))}
      </div>
      {application.status === 'applying' ? (
        <div className={styles.decision}>
          <TextField label={t('app_amount')} hint={t('app_amount_hint')} inputMode={amountInputMode(money.digits)} value={amount} onChange={(e) => setAmount(e.target.value)} />
          <Button
            variant="primary"
            disabled={pending}
            onClick={() => {
              if (amount.trim() && amountToMinor(amount, money.digits) === null) return setProblem(t(amountFormatKey(money.digits)));
              setProblem('');
              decide.approve.mutate({ id: application.id, ...(amount.trim() ? { amount: amount.trim() } : {}) });
            }}
          >
            {t('app_approve')}
          </Button>
          <TextField label={t('app_remark')} value={remark} onChange={(e) => setRemark(e.target.value)} maxLength={200} />
          <Button
            variant="danger"
            disabled={pending}
            onClick={() => {
              if (!remark.trim()) return setProblem(t('reason_required'));
              setProblem('');
              decide.reject.mutate({ id: application.id, remark: remark.trim() });
            }}
          >
            {t('app_reject')}
          </Button>
        </div>
      ) : (
        <p className={styles.hint}>{application.status === 'issued' ? t('app_issued', { amount: formatAmount(application.rewardMinor ?? 0, money) }) : t('app_rejected', { remark: application.remark ?? '' })}</p>
      )}
      {problem && <Notice tone="error">{problem}</Notice>}
      {failure && <Notice tone="error">{failureText(failure)}</Notice>}
    </li>
  );
}

/** The applications queue of the brand: waiting ones first, with their pictures (enlarged in a dialog). */
export function ApplicationsPanel({ brandId }: { brandId: string }) {
  const [status, setStatus] = useState<'applying' | 'issued' | 'rejected'>('applying');
  const applications = useApplications(brandId, status);
  const [open, setOpen] = useState<string | null>(null);
  const money = useBrandMoney()(brandId);
  const list = applications.data?.list ?? [];
  return (
    <Panel title={t('app_title')}>
      <SelectField
        label={t('promo_status')}
        value={status}
        onChange={(e) => setStatus(e.target.value as typeof status)}
        options={(['applying', 'issued', 'rejected'] as const).map((s) => ({ value: s, label: t(`app_status.${s}`) }))}
      />
      {applications.isPending ? (
        <LoadingState rows={3} />
      ) : applications.isError ? (
        <ErrorState error={applications.error} onRetry={() => void applications.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState title={t('app_empty')} />
      ) : (
        <ul className={styles.applications}>
          {list.map((a) => (
            <ApplicationCard key={a.id} application={a} money={money} onOpen={setOpen} />
          ))}
        </ul>
      )}
      <Dialog title={t('app_picture')} open={open !== null} onClose={() => setOpen(null)}>
        {open && <img className={styles.bigPicture} src={open} alt={t('app_picture')} />}
      </Dialog>
    </Panel>
  );
}
