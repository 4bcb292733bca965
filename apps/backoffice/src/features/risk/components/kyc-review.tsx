import { KYC_SIDES, kycSidesOf } from '@app/contract/kyc';
import { useId, useState, type MouseEvent } from 'react';
import { Button } from '@/components/ui/button/button';
import { CheckboxField, TextAreaField } from '@/components/ui/field/field';
import { ErrorState, failureText, Notice } from '@/components/ui/states/states';
import { t } from '@/lib/texts';
import { type KycSide, type KycSubmission, useKycDecide, useKycDocument } from '../api/kyc';
import { capitalized, documentTypeName, sideName, sidesText, sizeText } from './kyc-words';
import layout from '@/components/ui/layout/layout.module.css';
import styles from './kyc.module.css';

type KycFile = KycSubmission['files'][number];

/**
 * Opens a PDF in a new tab as a blob: URL (browsers refuse to open a data: URL as a page); the link's own href, the
 * data URL, is what a browser without blob URLs follows.
 */
function openPdf(e: MouseEvent<HTMLAnchorElement>, dataUrl: string) {
  if (typeof URL.createObjectURL !== 'function') return;
  e.preventDefault();
  const bytes = Uint8Array.from(atob(dataUrl.slice(dataUrl.indexOf(',') + 1)), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  window.open(url, '_blank', 'noopener');
  // the new tab has read it by then
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** One file, read when the operator asked to see it (the read is audited): a picture, or a link to the PDF. */
function KycDocument({ submission, side }: { submission: KycSubmission; side: KycSide }) {
  const file = useKycDocument(submission.id, side, true);
  if (file.isPending) return <p role="status">{t('kyc_document_loading', { side: sideName(side) })}</p>;
  if (file.isError) return <ErrorState error={file.error} onRetry={() => void file.refetch()} />;
  const { contentType, dataUrl } = file.data;
  // only the data URL of the type the server says it stored is shown
  if (!dataUrl.startsWith(`data:${contentType};base64,`)) return <Notice tone="error">{t('err.INVALID_DOCUMENT')}</Notice>;
  if (contentType === 'application/pdf')
    return (
      <a href={dataUrl} target="_blank" rel="noreferrer" onClick={(e) => openPdf(e, dataUrl)}>
        {t('kyc_open_pdf')}
      </a>
    );
  return <img className={styles.document} src={dataUrl} alt={t('kyc_document_alt', { side: capitalized(sideName(side)), username: submission.username })} />;
}

function KycFileItem({ submission, file }: { submission: KycSubmission; file: KycFile }) {
  const [shown, setShown] = useState(false);
  return (
    <li className={styles.file}>
      <span>
        <strong>{capitalized(sideName(file.side))}</strong> · {t(file.contentType === 'application/pdf' ? 'kyc_kind_pdf' : 'kyc_kind_picture')} · {sizeText(file.bytes)}
      </span>
      {shown ? (
        <KycDocument submission={submission} side={file.side} />
      ) : (
        <Button size="sm" onClick={() => setShown(true)}>
          {t('kyc_show', { side: sideName(file.side) })}
        </Button>
      )}
    </li>
  );
}

/** What the profile says, to compare with the document. */
function ProfileFacts({ submission }: { submission: KycSubmission }) {
  const facts: [string, string][] = [
    [t('kyc_username'), submission.username],
    [t('kyc_payee_name'), submission.payeeName ?? t('kyc_not_given')],
    [t('kyc_date_of_birth'), submission.dateOfBirth ?? t('kyc_not_given')],
    [t('kyc_document_type'), documentTypeName(submission.documentType)],
  ];
  return (
    <section>
      <h3>{t('kyc_profile')}</h3>
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The problems of a rejection: the player reads the reason and must be told what to send again. */
function rejectionProblems(reason: string, resend: readonly KycSide[]) {
  return { reason: reason.trim() ? '' : t('kyc_reason_required'), resend: resend.length > 0 ? '' : t('kyc_resend_required') };
}

/** Approve, or reject with the reason the player reads and the files to send again. */
function DecisionForm({ submission, onDone }: { submission: KycSubmission; onDone: (message: string) => void }) {
  const decide = useKycDecide();
  const sides = submission.documentType ? kycSidesOf(submission.documentType) : KYC_SIDES;
  const [reason, setReason] = useState('');
  const [resend, setResend] = useState<KycSide[]>([]);
  const [problems, setProblems] = useState({ reason: '', resend: '' });
  const id = useId();
  const { username } = submission;
  return (
    <section className={styles.decision} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('kyc_decision')}</h3>
      {decide.isError && <Notice tone="error">{failureText(decide.error)}</Notice>}
      <p className={layout.hint}>{t('kyc_approve_hint')}</p>
      <div>
        <Button variant="primary" disabled={decide.isPending} onClick={() => decide.mutate({ id: submission.id, decision: 'approve' }, { onSuccess: () => onDone(t('kyc_approved', { username })) })}>
          {t('kyc_approve')}
        </Button>
      </div>
      <form
        className={layout.form}
        noValidate
        aria-label={t('kyc_reject')}
        onSubmit={(e) => {
          e.preventDefault();
          const found = rejectionProblems(reason, resend);
          setProblems(found);
          if (found.reason || found.resend) return;
          const chosen = sides.filter((side) => resend.includes(side));
          decide.mutate({ id: submission.id, decision: 'reject', reason: reason.trim(), resend: chosen }, { onSuccess: () => onDone(t('kyc_rejected', { username, sides: sidesText(chosen) })) });
        }}
      >
        <TextAreaField label={t('kyc_reason')} hint={t('kyc_reason_hint')} required value={reason} maxLength={300} rows={3} error={problems.reason || undefined} onChange={(e) => setReason(e.target.value)} />
        <fieldset className={layout.fieldset} aria-describedby={problems.resend ? `${id}-resend` : undefined}>
          <legend>{t('kyc_resend')}</legend>
          {sides.map((side) => (
            <CheckboxField
              key={side}
              label={capitalized(sideName(side))}
              checked={resend.includes(side)}
              onChange={(e) => setResend(e.target.checked ? [...resend, side] : resend.filter((s) => s !== side))}
            />
          ))}
          {problems.resend && (
            <p id={`${id}-resend`} className={styles.problem} role="alert">
              {problems.resend}
            </p>
          )}
        </fieldset>
        <div>
          <Button type="submit" variant="danger" disabled={decide.isPending}>
            {t('kyc_reject')}
          </Button>
        </div>
      </form>
    </section>
  );
}

/**
 * A pending submission under review: the profile's facts beside the files (each loaded only when asked for: every
 * view is audited), then the decision. `onDone` gets the notice to show once it is decided.
 */
export function KycReview({ submission, onDone }: { submission: KycSubmission; onDone: (message: string) => void }) {
  return (
    <>
      <div className={styles.review}>
        <ProfileFacts submission={submission} />
        <section>
          <h3>{t('kyc_sent_files')}</h3>
          <p className={layout.hint}>{t('kyc_show_hint')}</p>
          <ul className={styles.files}>
            {submission.files.map((file) => (
              <KycFileItem key={file.side} submission={submission} file={file} />
            ))}
          </ul>
        </section>
      </div>
      <DecisionForm submission={submission} onDone={onDone} />
    </>
  );
}
