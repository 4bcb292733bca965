import { type Language, SUPPORT_TOPIC_CODES } from '@app/contract/brand';
import { packLanguageCodes } from '@app/contract/language-tag';
import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/ui/field/field';
import { Panel } from '@/components/ui/panel/panel';
import { failureText, Notice } from '@/components/ui/states/states';
import { formatTime } from '@/lib/format';
import { t, type TextKey } from '@/lib/texts';
import { type BrandTexts, type BrandTextsValue, useSetBrandTexts } from '../api/settings';
import layout from '@/components/ui/layout/layout.module.css';
import styles from './settings.module.css';

type FooterText = 'about' | 'responsibility' | 'licence';

/** Every IANA zone this browser knows, the brand's own first where the browser lacks it. */
function zoneOptions(current: string) {
  const zones = Intl.supportedValuesOf('timeZone');
  return (zones.includes(current) ? zones : [current, ...zones]).map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}

/**
 * The brand file's settings an operator changes: languages, the currency display, the brand's time zone (when its
 * days, weeks and months begin for limits, missions, reports and agents), the support desk's topics, the
 * description and the footer's texts in each language. Saved over the file (checked with its schema), in force on every server within seconds.
 */
export function BrandTextsForm({ value, canWrite }: { value: BrandTextsValue; canWrite: boolean }) {
  const save = useSetBrandTexts();
  const [texts, setTexts] = useState<BrandTexts>(value.effective);
  const [problem, setProblem] = useState('');
  const footer = (key: FooterText, language: Language, text: string) => setTexts({ ...texts, footer: { ...texts.footer, [key]: { ...texts.footer[key], [language]: text } } });
  return (
    <Panel title={t('set_texts_title')}>
      <form
        className={layout.form}
        noValidate
        aria-label={t('set_texts_title')}
        onSubmit={(e) => {
          e.preventDefault();
          if (!texts.languages.includes(texts.defaultLanguage)) return setProblem(t('set_default_language_offered'));
          if (!texts.currencySymbol.trim()) return setProblem(t('required'));
          if (texts.supportTopics.length === 0) return setProblem(t('set_support_topics_one'));
          setProblem('');
          save.mutate({ brandId: value.brandId, texts: { ...texts, currencySymbol: texts.currencySymbol.trim() } });
        }}
      >
        <p className={layout.hint}>{value.updatedBy ? t('set_texts_changed', { operator: value.updatedBy, at: formatTime(value.updatedAt) }) : t('set_texts_file')}</p>
        <div className={layout.grid}>
          <fieldset className={styles.checks} disabled={!canWrite}>
            <legend>{t('set_languages')}</legend>
            {packLanguageCodes.map((l) => (
              <CheckboxField
                key={l}
                label={t(`lang.${l}` as TextKey)}
                checked={texts.languages.includes(l)}
                onChange={(e) => setTexts({ ...texts, languages: e.target.checked ? packLanguageCodes.filter((x) => x === l || texts.languages.includes(x)) : texts.languages.filter((x) => x !== l) })}
              />
            ))}
          </fieldset>
          <SelectField label={t('set_default_language')} value={texts.defaultLanguage} disabled={!canWrite} onChange={(e) => setTexts({ ...texts, defaultLanguage: e.target.value as BrandTexts['defaultLanguage'] })} options={texts.languages.map((l) => ({ value: l, label: t(`lang.${l}` as TextKey) }))} />
          <SelectField label={t('set_time_zone')} hint={t('set_time_zone_hint')} value={texts.timeZone} disabled={!canWrite} onChange={(e) => setTexts({ ...texts, timeZone: e.target.value })} options={zoneOptions(texts.timeZone)} />
          <TextField label={t('set_currency_symbol')} hint={t('set_currency_symbol_hint')} maxLength={8} value={texts.currencySymbol} disabled={!canWrite} onChange={(e) => setTexts({ ...texts, currencySymbol: e.target.value })} />
          <TextField label={t('set_company')} maxLength={200} value={texts.footer.company} disabled={!canWrite} onChange={(e) => setTexts({ ...texts, footer: { ...texts.footer, company: e.target.value } })} />
        </div>
        <fieldset className={styles.checks} disabled={!canWrite}>
          <legend>{t('set_support_topics')}</legend>
          {SUPPORT_TOPIC_CODES.map((topic) => (
            <CheckboxField
              key={topic}
              label={t(`support_topic.${topic}` as TextKey)}
              checked={texts.supportTopics.includes(topic)}
              onChange={(e) => setTexts({ ...texts, supportTopics: e.target.checked ? SUPPORT_TOPIC_CODES.filter((x) => x === topic || texts.supportTopics.includes(x)) : texts.supportTopics.filter((x) => x !== topic) })}
            />
          ))}
        </fieldset>
        {/* the texts in each language the brand offers (a language's texts are kept when it is switched off) */}
        {texts.languages.map((l) => (
          <fieldset key={l} className={layout.fieldset} disabled={!canWrite}>
            <legend>{t(`lang.${l}` as TextKey)}</legend>
            <TextAreaField label={`${t('set_description')} (${l})`} maxLength={300} rows={2} value={texts.description[l] ?? ''} onChange={(e) => setTexts({ ...texts, description: { ...texts.description, [l]: e.target.value } })} />
            {(['licence', 'about', 'responsibility'] as const).map((key) => (
              <TextAreaField key={key} label={`${t(`set_footer_${key}` as TextKey)} (${l})`} rows={2} value={texts.footer[key][l] ?? ''} onChange={(e) => footer(key, l, e.target.value)} />
            ))}
          </fieldset>
        ))}
        {problem && <Notice tone="error">{problem}</Notice>}
        {save.isError && <Notice tone="error">{failureText(save.error)}</Notice>}
        {save.isSuccess && <Notice>{t('set_saved')}</Notice>}
        {canWrite && (
          <div className={layout.buttons}>
            <Button type="submit" variant="primary" disabled={save.isPending}>
              {t('save')}
            </Button>
            {value.updatedBy && (
              <Button disabled={save.isPending} onClick={() => save.mutate({ brandId: value.brandId, texts: null }, { onSuccess: (v) => setTexts(v.effective) })}>
                {t('set_texts_reset')}
              </Button>
            )}
          </div>
        )}
      </form>
    </Panel>
  );
}
