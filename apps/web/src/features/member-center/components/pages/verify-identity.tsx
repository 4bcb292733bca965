import type { CallValue } from '@app/contract/calls';
import { KYC_DOCUMENT_TYPES, KYC_SIDES, kycSidesOf, type KycDocumentType, type KycSide, type KycStatusValue } from '@app/contract/kyc';
import { formatMoney } from '@app/contract/money';
import { useIsMutating } from '@tanstack/react-query';
import { Fragment, useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/empty-state/empty-state';
import { Glyph } from '@/components/ui/glyph/glyph';
import { Panel } from '@/components/ui/panel/panel';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { useProblemText } from '@/components/ui/form/problem';
import { problemOf } from '@/components/ui/form/problem-of';
import { FormAlert, SubmitButton } from '@/components/ui/form/submit-button';
import form from '@/components/ui/form/form.module.css';
import { useMoneyFormat } from '@/config/brand';
import { ApiError } from '@/lib/api-client';
import { formatWhen } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { useKycStatus } from '../../api/get-kyc-status';
import { useSubmitKyc } from '../../api/submit-kyc';
import { KYC_FILE_ACCEPT, uploadKycFileMutationKey, useUploadKycFile } from '../../api/upload-kyc-file';
import type { MemberPageProps } from '../../config/menu';
import { KycStatusPill } from './kyc-status-pill';
import pages from './pages.module.css';
import styles from './verify-identity.module.css';
import '../../locales/texts';

type Submission = NonNullable<KycStatusValue['submission']>;
type KycFile = CallValue<'kycUpload'>;

const MB = 1024 * 1024;
/** A file's size as the player reads it: "1.2 MB", "350 KB". */
const sizeText = (bytes: number) => (bytes >= MB ? `${(bytes / MB).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/**
 * Verify my identity (issue 30): the verification's state in words, why the brand asks for it, and, until it is
 * sent, a document type and one file per side it needs (each uploaded as soon as it is chosen), then Send for review.
 * While it is reviewed the page lists what was sent; once verified there is nothing to do.
 */
export function VerifyIdentityPage({ token }: MemberPageProps) {
  const { t } = useTranslation();
  const status = useKycStatus(token);
  const stateRef = useRef<HTMLDivElement>(null);
  // sent for review: the form goes, and the focus moves to the state, which now says "under review"
  const shown = status.data?.status;
  const before = useRef(shown);
  useEffect(() => {
    if (shown === 'pending' && before.current && before.current !== 'pending') stateRef.current?.focus();
    before.current = shown;
  }, [shown]);
  if (status.isPending)
    return (
      <div className={pages.stack} data-testid="kyc-loading">
        <Skeleton height={132} radius={16} />
        <Skeleton height={320} radius={16} />
      </div>
    );
  if (status.isError)
    return <ErrorState message={t(status.error instanceof ApiError ? status.error.messageKey : 'err_network_error')} onRetry={() => void status.refetch()} />;
  const value = status.data;
  const open = value.status === 'none' || value.status === 'draft' || value.status === 'rejected';
  return (
    <div className={pages.stack}>
      <KycState value={value} stateRef={stateRef} />
      {open && <DocumentsForm token={token} value={value} />}
      {value.status === 'pending' && value.submission && <SentFiles submission={value.submission} />}
    </div>
  );
}

/** The state in words (the pill repeats it), a rejection's reason and what to send again, and why it is asked for. */
function KycState({ value, stateRef }: { value: KycStatusValue; stateRef: RefObject<HTMLDivElement | null> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = useMoneyFormat();
  const submission = value.submission;
  const sentAt = submission?.submittedAt ? Date.parse(submission.submittedAt) : NaN;
  const lead =
    value.status === 'pending' && Number.isFinite(sentAt) ? t('mc_kyc_state_pending', { date: formatWhen(sentAt, language) }) : t(`mc_kyc_state_${value.status}`);
  const rejected = value.status === 'rejected' ? submission : null;
  const threshold = value.depositThresholdMinor;
  return (
    <Panel title={t('mc_kyc_title')} action={<KycStatusPill status={value.status} />} testId="kyc-state">
      <div ref={stateRef} tabIndex={-1} className={styles.state}>
        <p className={styles.lead}>{lead}</p>
        {rejected && (rejected.rejectReason || rejected.resend.length > 0) && (
          <div className={styles.reason} data-testid="kyc-rejection">
            {rejected.rejectReason && <p>{t('mc_kyc_reason', { reason: rejected.rejectReason })}</p>}
            {rejected.resend.length > 0 && <p>{t('mc_kyc_resend', { sides: sortSides(rejected.resend).map((side) => t(`mc_kyc_side_short_${side}`)).join(', ') })}</p>}
          </div>
        )}
        {value.status !== 'approved' && (
          <>
            <p className={styles.why} data-required={value.requiredFor ? 'true' : undefined} data-testid="kyc-why">
              {value.requiredFor ? t(`mc_kyc_required_${value.requiredFor}`) : t('mc_kyc_why')}
            </p>
            {threshold !== null && value.requiredFor !== 'deposit' && <p className={styles.why}>{t('mc_kyc_threshold', { amount: formatMoney(threshold, money) })}</p>}
          </>
        )}
      </div>
    </Panel>
  );
}

const sortSides = (sides: readonly KycSide[]) => KYC_SIDES.filter((side) => sides.includes(side));

/**
 * The document type, one file per side it needs, and Send for review: enabled once the draft holds every one of
 * them and no upload is travelling. A rejected submission's files do not count as such: the first upload after a
 * rejection starts a new draft that carries over the sides the operator accepted (the server's), shown as received.
 */
function DocumentsForm({ token, value }: { token: string; value: KycStatusValue }) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const ruleId = useId();
  const sendHintId = useId();
  const [type, setType] = useState<KycDocumentType>(value.submission?.documentType ?? 'passport');
  const submit = useSubmitKyc(token);
  const uploading = useIsMutating({ mutationKey: uploadKycFileMutationKey(token) }) > 0;
  const sides = kycSidesOf(type);
  const files = value.status === 'draft' ? (value.submission?.files ?? []) : [];
  const fileOf = (side: KycSide) => files.find((f) => f.side === side);
  const ready = sides.every((side) => fileOf(side)) && !uploading;
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (ready) submit.mutate({ documentType: type });
  };
  return (
    <Panel title={t('mc_kyc_your_documents')}>
      <form className={form.form} onSubmit={send} noValidate aria-label={t('mc_verify_identity')}>
        <fieldset className={styles.types}>
          <legend className={form.label}>{t('mc_kyc_document_type')}</legend>
          <div className={styles.typeList}>
            {KYC_DOCUMENT_TYPES.map((d) => (
              <label key={d} className={styles.type}>
                <input type="radio" name={`${ruleId}-type`} value={d} checked={type === d} onChange={() => setType(d)} />
                <span>{t(`mc_kyc_type_${d}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <p id={ruleId} className={form.hint}>
          {t('mc_kyc_file_rule')}
        </p>
        {sides.map((side) => (
          <SideUpload key={side} token={token} side={side} received={fileOf(side)} ruleId={ruleId} />
        ))}
        <FormAlert message={submit.error ? problemText(problemOf(submit.error).problem) : undefined} />
        {!ready && (
          <p id={sendHintId} className={form.hint}>
            {t('mc_kyc_send_hint')}
          </p>
        )}
        <SubmitButton busy={submit.isPending} disabled={!ready} aria-describedby={ready ? undefined : sendHintId}>
          {t('mc_kyc_send')}
        </SubmitButton>
      </form>
    </Panel>
  );
}

/**
 * One side's file: uploaded as soon as it is chosen (checked in the browser first), "Uploading…" then "Received"
 * with the stored size in a live region, or the refusal.
 */
function SideUpload({ token, side, received, ruleId }: { token: string; side: KycSide; received: KycFile | undefined; ruleId: string }) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const id = useId();
  const upload = useUploadKycFile(token);
  const problem = upload.isError ? problemText(problemOf(upload.error).problem) : undefined;
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // the same file may be chosen again after a refusal
    event.target.value = '';
    if (file && !upload.isPending) upload.mutate({ side, file });
  };
  const progress = upload.isPending ? t('mc_kyc_uploading') : received ? t('mc_kyc_received', { size: sizeText(received.bytes) }) : '';
  return (
    <div className={form.field} data-testid={`kyc-side-${side}`}>
      <label className={styles.drop} htmlFor={id} data-done={received && !upload.isPending ? 'true' : undefined} data-invalid={problem ? 'true' : undefined}>
        <span className={styles.dropIcon} aria-hidden="true">
          <Glyph name={received && !upload.isPending ? 'checkCircle' : 'upload'} size={18} />
        </span>
        <span className={styles.dropText}>
          <strong id={`${id}-name`}>{t(`mc_kyc_side_${side}`)}</strong>
          <span className={styles.dropAction} aria-hidden="true">
            {t(received ? 'mc_kyc_choose_again' : 'mc_kyc_choose_file')}
          </span>
        </span>
        <input
          id={id}
          type="file"
          accept={KYC_FILE_ACCEPT}
          onChange={pick}
          aria-labelledby={`${id}-name`}
          aria-describedby={[ruleId, `${id}-progress`, problem ? `${id}-error` : ''].filter(Boolean).join(' ')}
          aria-invalid={problem ? true : undefined}
          aria-disabled={upload.isPending || undefined}
        />
      </label>
      <p id={`${id}-progress`} className={`${form.hint} ${styles.progress}`} role="status" aria-live="polite">
        {progress}
      </p>
      {problem && (
        <p id={`${id}-error`} className={form.error} role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}

/** Under review: the document type and each side sent with its stored size; nothing to change until the decision. */
function SentFiles({ submission }: { submission: Submission }) {
  const { t } = useTranslation();
  const files = sortSides(submission.files.map((f) => f.side)).map((side) => submission.files.find((f) => f.side === side)!);
  return (
    <Panel title={t('mc_kyc_sent')} flush testId="kyc-sent">
      <dl className={pages.details}>
        {submission.documentType && (
          <>
            <dt>{t('mc_kyc_document_type')}</dt>
            <dd>{t(`mc_kyc_type_${submission.documentType}`)}</dd>
          </>
        )}
        {files.map((f) => (
          <Fragment key={f.side}>
            <dt>{t(`mc_kyc_side_${f.side}`)}</dt>
            <dd>{sizeText(f.bytes)}</dd>
          </Fragment>
        ))}
      </dl>
    </Panel>
  );
}
