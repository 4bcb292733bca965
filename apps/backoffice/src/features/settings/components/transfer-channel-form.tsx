import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/ui/field/field';
import { PictureFileField } from '@/components/ui/image-upload/picture-file-field';
import { failureText, Notice } from '@/components/ui/states/states';
import { amountFormatKey, amountInputMode, amountText, amountToMinor, type MoneyFormat } from '@/lib/money';
import { t } from '@/lib/texts';
import { type TransferChannel, useSaveTransferChannel } from '../api/settings';
import styles from '@/components/ui/layout/layout.module.css';

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A new account's fields; its limits start at 100 to 50,000 of the currency (blankLimits), the brand sets its own. */
const blank: Omit<TransferChannel, 'minMinor' | 'maxMinor'> = {
  code: '',
  type: 'BANK',
  name: '',
  institution: '',
  accountName: '',
  accountNumber: '',
  qrImage: null,
  instructions: null,
  openFrom: null,
  openUntil: null,
  sort: 10,
  enabled: true,
};

/** A new account's limits in minor units of a currency with `digits` decimals: 100 to 50,000 of its major unit. */
const blankLimits = (digits: number) => ({ minMinor: 100 * 10 ** digits, maxMinor: 50_000 * 10 ** digits });

/** What the form's fields say (amounts in a currency of `digits`), checked before anything is sent; a problem's text, or the body's changes. */
function checked(f: Record<string, string>, digits: number) {
  const minMinor = amountToMinor(f.min!, digits);
  const maxMinor = amountToMinor(f.max!, digits);
  if (!/^[A-Z0-9_]{2,32}$/.test(f.code!)) return { problem: t('tc_code_hint') };
  if ([f.name, f.institution, f.accountName, f.accountNumber].some((v) => (v ?? '').trim().length < 2)) return { problem: t('required') };
  if (minMinor === null || maxMinor === null || minMinor < 1) return { problem: t(amountFormatKey(digits)) };
  if (minMinor > maxMinor) return { problem: t('set_min_above_max') };
  const hours = [f.openFrom!.trim(), f.openUntil!.trim()];
  if (hours.some((h) => h && !CLOCK.test(h)) || Boolean(hours[0]) !== Boolean(hours[1])) return { problem: t('tc_hours_both') };
  if (!/^\d{1,5}$/.test(f.sort!.trim()) || !/^\d{2,4}$/.test(f.window!.trim())) return { problem: t('required') };
  return { minMinor, maxMinor, openFrom: hours[0] || null, openUntil: hours[1] || null };
}

/** Adds a receiving account (a new code) or changes one (limits in `money`, the brand's currency); the brand's transfer window is saved with it. */
export function TransferChannelForm({
  brandId,
  money,
  channel,
  windowMinutes,
  onDone,
}: {
  brandId: string;
  money: MoneyFormat;
  channel: TransferChannel | null;
  windowMinutes: number;
  onDone: (name: string) => void;
}) {
  const save = useSaveTransferChannel();
  const start = channel ?? { ...blank, ...blankLimits(money.digits) };
  const [f, setF] = useState<Record<string, string>>({
    code: start.code,
    type: start.type,
    name: start.name,
    institution: start.institution,
    accountName: start.accountName,
    accountNumber: start.accountNumber,
    instructions: start.instructions ?? '',
    min: amountText(start.minMinor, money.digits),
    max: amountText(start.maxMinor, money.digits),
    openFrom: start.openFrom ?? '',
    openUntil: start.openUntil ?? '',
    sort: String(start.sort),
    window: String(windowMinutes),
  });
  const [qrImage, setQrImage] = useState<string | null>(start.qrImage);
  const [enabled, setEnabled] = useState(start.enabled);
  const [problem, setProblem] = useState('');
  const field = (name: string) => ({ value: f[name] ?? '', onChange: (e: { target: { value: string } }) => setF({ ...f, [name]: e.target.value }) });
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const result = checked(f, money.digits);
        if ('problem' in result) return setProblem(result.problem ?? '');
        setProblem('');
        const { minMinor, maxMinor, openFrom, openUntil } = result;
        save.mutate(
          {
            brandId,
            code: f.code!.trim(),
            type: f.type === 'EWALLET' ? 'EWALLET' : 'BANK',
            name: f.name!.trim(),
            institution: f.institution!.trim(),
            accountName: f.accountName!.trim(),
            accountNumber: f.accountNumber!.trim(),
            qrImage,
            instructions: f.instructions!.trim() || null,
            minMinor: minMinor!,
            maxMinor: maxMinor!,
            openFrom,
            openUntil,
            sort: Number(f.sort),
            enabled,
            transferWindowMinutes: Number(f.window),
          },
          { onSuccess: () => onDone(f.name!.trim()) },
        );
      }}
    >
      <div className={styles.grid}>
        <TextField label={t('tc_code')} hint={t('tc_code_hint')} maxLength={32} disabled={channel !== null} {...field('code')} />
        <SelectField label={t('tc_type')} options={[{ value: 'BANK', label: t('tc_type_bank') }, { value: 'EWALLET', label: t('tc_type_ewallet') }]} {...field('type')} />
        <TextField label={t('tc_name')} maxLength={64} {...field('name')} />
        <TextField label={t('tc_institution')} maxLength={64} {...field('institution')} />
        <TextField label={t('tc_account_name')} maxLength={100} {...field('accountName')} />
        <TextField label={t('tc_account_number')} maxLength={40} {...field('accountNumber')} />
        <TextField label={t('set_channel_min')} inputMode={amountInputMode(money.digits)} {...field('min')} />
        <TextField label={t('set_channel_max')} inputMode={amountInputMode(money.digits)} {...field('max')} />
        <TextField label={t('tc_open_from')} hint={t('tc_hours_hint')} placeholder="08:00" {...field('openFrom')} />
        <TextField label={t('tc_open_until')} placeholder="22:00" {...field('openUntil')} />
        <TextField label={t('set_channel_sort')} inputMode="numeric" {...field('sort')} />
        <TextField label={t('tc_window')} inputMode="numeric" {...field('window')} />
      </div>
      <TextAreaField label={t('tc_instructions')} maxLength={500} {...field('instructions')} />
      <PictureFileField label={t('tc_qr')} hint={t('tc_qr_hint')} value={qrImage} alt={t('tc_qr_alt')} onChange={setQrImage} />
      <CheckboxField label={t('set_channel_enabled')} checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
      {problem && <Notice tone="error">{problem}</Notice>}
      {save.isError && <Notice tone="error">{failureText(save.error)}</Notice>}
      <div>
        <Button type="submit" variant="primary" disabled={save.isPending}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
