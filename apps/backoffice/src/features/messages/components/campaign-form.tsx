import type { Language } from '@app/contract/brand';
import { messageTextSchema } from '@app/contract/operators-messages';
import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { ConfirmBar } from '@/components/ui/confirm-bar/confirm-bar';
import { SelectField, TextAreaField, TextField } from '@/components/ui/field/field';
import { Panel } from '@/components/ui/panel/panel';
import { Notice } from '@/components/ui/states/states';
import { newRequestId } from '@/lib/request-id';
import { t, type TextKey } from '@/lib/texts';
import { type MessageCampaign, type NewCampaignBody, useCreateMessageCampaign } from '../api/campaigns';
import { type AudienceCount, usePreviewMessageAudience } from '../api/preview-audience';
import { type AudienceField, type AudienceForm, audienceOf, emptyAudienceForm, parseUsernames } from '../utils/audience';
import { campaignFailureText } from '../utils/failure-text';
import layout from '@/components/ui/layout/layout.module.css';

const KINDS = ['service', 'marketing'] as const;
const AUDIENCE_TYPES = ['player', 'list', 'segment'] as const;
/** a brand's message needs a title and body in each language the brand speaks (the server refuses one it lacks) */
type MessageField = `title${Language}` | `body${Language}`;
type Texts = Partial<Record<MessageField, string>>;

const emptyTexts = (): Texts => ({});

/** The message's texts checked with the contract's rule, each problem under its field. */
function textsOf(texts: Texts, languages: readonly Language[]): { ok: true; value: NewCampaignBody['texts'] } | { ok: false; problems: Partial<Record<MessageField, string>> } {
  const value: Partial<Record<Language, { title: string; body: string }>> = {};
  const problems: Partial<Record<MessageField, string>> = {};
  for (const language of languages) {
    const checked = messageTextSchema.safeParse({ title: texts[`title${language}`], body: texts[`body${language}`] });
    if (checked.success) value[language] = checked.data;
    else
      for (const issue of checked.error.issues) {
        const field = issue.path[0] === 'title' ? (`title${language}` as const) : (`body${language}` as const);
        problems[field] ??= t(issue.path[0] === 'title' ? 'ms_problem_title' : 'ms_problem_body');
      }
  }
  return Object.keys(problems).length ? { ok: false, problems } : { ok: true, value };
}

interface CampaignFormProps {
  brandId: string;
  brandName: string;
  languages: readonly Language[];
  onDone: (campaign: MessageCampaign & { duplicate: boolean }) => void;
  onCancel: () => void;
}

/**
 * A new platform message of a brand: its kind, its audience (one player, a pasted list, or a segment), its title and
 * body in each language the brand speaks, the count of who gets it, then Send now (after a confirmation) or Save
 * draft. The request id is made once per form open, so a repeated submit creates one campaign.
 */
export function CampaignForm({ brandId, brandName, languages, onDone, onCancel }: CampaignFormProps) {
  const [requestId] = useState(newRequestId);
  const [kind, setKind] = useState<(typeof KINDS)[number]>('service');
  const [audience, setAudience] = useState<AudienceForm>(emptyAudienceForm);
  const [texts, setTexts] = useState<Texts>(emptyTexts);
  const [problems, setProblems] = useState<Partial<Record<AudienceField | MessageField, string>>>({});
  const [counted, setCounted] = useState<{ key: string; count: AudienceCount } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [needCount, setNeedCount] = useState(false);
  const preview = usePreviewMessageAudience();
  const create = useCreateMessageCampaign();

  const checkedAudience = audienceOf(audience);
  // a count holds for the brand, kind and audience it was made for; any change asks for a new one
  const countKey = checkedAudience.ok ? JSON.stringify({ brandId, kind, audience: checkedAudience.audience }) : null;
  const count = counted && counted.key === countKey ? counted.count : null;
  const sendable = count !== null && count.recipients > 0 && count.unknownUsernames.length === 0;

  const setAudienceField = (patch: Partial<AudienceForm>) => {
    setAudience({ ...audience, ...patch });
    setConfirming(false);
  };

  const countRecipients = () => {
    setProblems(checkedAudience.ok ? {} : checkedAudience.problems);
    if (!checkedAudience.ok || countKey === null) return;
    setNeedCount(false);
    const key = countKey;
    preview.mutate({ brandId, kind, audience: checkedAudience.audience }, { onSuccess: (value) => setCounted({ key, count: value }) });
  };

  /** Checks the whole form; answers the body to create, or null with the problems shown. */
  const bodyToCreate = (draft: boolean): NewCampaignBody | null => {
    const checkedTexts = textsOf(texts, languages);
    setProblems({ ...(checkedAudience.ok ? {} : checkedAudience.problems), ...(checkedTexts.ok ? {} : checkedTexts.problems) });
    if (!checkedAudience.ok || !checkedTexts.ok) return null;
    return { brandId, kind, audience: checkedAudience.audience, texts: checkedTexts.value, draft, requestId };
  };

  const submit = (draft: boolean) => {
    const body = bodyToCreate(draft);
    if (!body) return;
    create.mutate(body, { onSuccess: onDone, onSettled: () => setConfirming(false) });
  };

  const title = t('ms_new_title', { brand: brandName });
  return (
    <Panel title={title}>
      <form
        className={layout.form}
        noValidate
        aria-label={title}
        onSubmit={(e) => {
          e.preventDefault();
          // Enter in a field asks for the count: sending always takes the explicit button and its confirmation
          countRecipients();
        }}
      >
        <div className={layout.grid}>
          <SelectField
            label={t('ms_kind')}
            hint={t(`ms_kind_hint.${kind}` as TextKey)}
            value={kind}
            onChange={(e) => {
              setKind(e.target.value as typeof kind);
              setConfirming(false);
            }}
            options={KINDS.map((k) => ({ value: k, label: t(`ms_kind.${k}` as TextKey) }))}
          />
          <SelectField
            label={t('ms_audience')}
            value={audience.type}
            onChange={(e) => setAudienceField({ type: e.target.value as AudienceForm['type'] })}
            options={AUDIENCE_TYPES.map((a) => ({ value: a, label: t(`ms_audience.${a}` as TextKey) }))}
          />
        </div>
        <AudienceFields audience={audience} problems={problems} onChange={setAudienceField} />
        <TextsFields languages={languages} texts={texts} problems={problems} onChange={(patch) => setTexts({ ...texts, ...patch })} />
        <div className={layout.buttons}>
          <Button type="submit" disabled={preview.isPending} aria-busy={preview.isPending}>
            {preview.isPending ? t('ms_counting') : t('ms_count')}
          </Button>
        </div>
        <div aria-live="polite">
          {count ? (
            <AudienceFigures count={count} kind={kind} />
          ) : counted ? (
            <p className={layout.hint}>{t('ms_count_stale')}</p>
          ) : needCount ? (
            <Notice tone="warning">{t('ms_count_first')}</Notice>
          ) : null}
        </div>
        {preview.isError && <Notice tone="error">{campaignFailureText(preview.error)}</Notice>}
        {create.isError && <Notice tone="error">{campaignFailureText(create.error)}</Notice>}
        {confirming && count && (
          <ConfirmBar
            text={t('ms_send_confirm', { count: count.recipients, title: languages.map((language) => texts[`title${language}`]).find(Boolean) ?? '' })}
            pending={create.isPending}
            onConfirm={() => submit(false)}
            onCancel={() => setConfirming(false)}
          />
        )}
        <div className={layout.buttons}>
          <Button
            variant="primary"
            disabled={create.isPending || confirming}
            onClick={() => {
              if (!bodyToCreate(false)) return;
              if (!sendable) {
                // the count is what the operator confirms: without a fresh one that reaches someone, ask for it
                setNeedCount(count === null);
                return;
              }
              setConfirming(true);
            }}
          >
            {t('ms_send_now')}
          </Button>
          <Button disabled={create.isPending || confirming} onClick={() => submit(true)}>
            {t('ms_save_draft')}
          </Button>
          <Button onClick={onCancel}>{t('cancel')}</Button>
        </div>
      </form>
    </Panel>
  );
}

/** Who the message is for: the audience's own fields (one player, a pasted list, or a segment's conditions). */
function AudienceFields({ audience, problems, onChange }: { audience: AudienceForm; problems: Partial<Record<AudienceField, string>>; onChange: (patch: Partial<AudienceForm>) => void }) {
  const numberInput = (field: AudienceField, label: TextKey, hint?: TextKey) => (
    <TextField label={t(label)} hint={hint ? t(hint) : undefined} inputMode="numeric" value={audience[field]} error={problems[field]} onChange={(e) => onChange({ [field]: e.target.value })} />
  );
  if (audience.type === 'player') {
    return (
      <div className={layout.grid}>
        <TextField label={t('ms_username')} autoComplete="off" spellCheck={false} value={audience.username} error={problems.username} onChange={(e) => onChange({ username: e.target.value })} />
      </div>
    );
  }
  if (audience.type === 'list') {
    return (
      <TextAreaField
        label={t('ms_usernames')}
        hint={t('ms_usernames_hint', { count: parseUsernames(audience.usernames).length })}
        rows={5}
        spellCheck={false}
        value={audience.usernames}
        error={problems.usernames}
        onChange={(e) => onChange({ usernames: e.target.value })}
      />
    );
  }
  return (
    <fieldset className={layout.form}>
      <legend>{t('ms_segment_legend')}</legend>
      <p className={layout.hint}>{t('ms_segment_hint')}</p>
      <div className={layout.grid}>
        {numberInput('vipFrom', 'ms_vip_from')}
        {numberInput('vipTo', 'ms_vip_to', 'ms_optional')}
        {numberInput('lastLoginWithinDays', 'ms_login_within', 'ms_optional')}
        {numberInput('lastLoginBeforeDays', 'ms_login_before', 'ms_optional')}
        {numberInput('minDeposits', 'ms_min_deposits', 'ms_optional')}
      </div>
    </fieldset>
  );
}

/** The message's title and body in each language. */
function TextsFields({
  languages,
  texts,
  problems,
  onChange,
}: {
  languages: readonly Language[];
  texts: Texts;
  problems: Partial<Record<MessageField, string>>;
  onChange: (patch: Partial<Texts>) => void;
}) {
  return (
    <div className={layout.grid}>
      {languages.map((language) => (
        <div key={language} className={layout.form}>
          <TextField
            label={t('ms_message_title', { language })}
            maxLength={120}
            value={texts[`title${language}`] ?? ''}
            error={problems[`title${language}`]}
            onChange={(e) => onChange({ [`title${language}`]: e.target.value })}
          />
          <TextAreaField
            label={t('ms_message_body', { language })}
            hint={t('ms_body_hint')}
            maxLength={4000}
            rows={6}
            value={texts[`body${language}`] ?? ''}
            error={problems[`body${language}`]}
            onChange={(e) => onChange({ [`body${language}`]: e.target.value })}
          />
        </div>
      ))}
    </div>
  );
}

/** What a count found: the audience, who gets the message, who is left out and why, and names that are nobody. */
export function AudienceFigures({ count, kind }: { count: AudienceCount; kind: 'service' | 'marketing' }) {
  return (
    <div className={layout.form} data-testid="audience-count">
      <dl className={layout.figures}>
        <div>
          <dt>{t('ms_matched')}</dt>
          <dd>{count.matched}</dd>
        </div>
        <div>
          <dt>{t('ms_recipients')}</dt>
          <dd>
            <strong>{count.recipients}</strong>
          </dd>
        </div>
        <div>
          <dt>{t('ms_skipped.optedOut')}</dt>
          <dd>{count.skipped.optedOut}</dd>
        </div>
        <div>
          <dt>{t('ms_skipped.blocked')}</dt>
          <dd>{count.skipped.blocked}</dd>
        </div>
        <div>
          <dt>{t('ms_skipped.notActive')}</dt>
          <dd>{count.skipped.notActive}</dd>
        </div>
      </dl>
      {kind === 'service' && <p className={layout.hint}>{t('ms_service_skips_nobody')}</p>}
      {count.unknownUsernames.length > 0 && (
        <Notice tone="error">{t('ms_error_unknown_players', { count: count.unknownUsernames.length, usernames: count.unknownUsernames.join(', ') })}</Notice>
      )}
      {count.recipients === 0 && count.unknownUsernames.length === 0 && <Notice tone="warning">{t('ms_nobody')}</Notice>}
    </div>
  );
}
