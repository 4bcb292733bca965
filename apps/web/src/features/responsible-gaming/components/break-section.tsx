import type { RgPlayBlock } from '@app/contract/responsible-gaming';
import type { SelfExclusionDuration, TimeOutDuration } from '@app/contract/responsible-gaming-pack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { Checkbox } from '@/components/ui/form/checkbox';
import { useProblemText } from '@/components/ui/form/problem';
import { problemOf } from '@/components/ui/form/problem-of';
import { FormAlert, SubmitButton } from '@/components/ui/form/submit-button';
import { Modal } from '@/components/ui/modal/modal';
import { modals } from '@/components/ui/modal/modal-store';
import { Panel } from '@/components/ui/panel/panel';
import { RG_BLOCKED_MODAL, RG_CONFIRM_MODAL } from '@/config/modal-names';
import { useLanguage } from '@/lib/i18n';
import { useSelfExclude } from '../api/self-exclude';
import { useTakeBreak } from '../api/take-break';
import type { RgSectionProps } from '../config/sections';
import styles from './rg.module.css';

type Choice = { kind: 'timeOut'; duration: TimeOutDuration } | { kind: 'selfExclusion'; duration: SelfExclusionDuration; allBrands: boolean };

/** Take a break (the pack's time-outs) or exclude yourself; each asks for a confirmation that states what follows. */
export function BreakSection({ token, status }: RgSectionProps) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<Choice | null>(null);
  const [allBrands, setAllBrands] = useState(false);
  const ask = (next: Choice) => {
    setChoice(next);
    modals.open(RG_CONFIRM_MODAL);
  };
  return (
    <div className={styles.page}>
      <Panel title={t('rg_break_title')}>
        <p className={styles.note}>{t('rg_break_text')}</p>
        <div className={styles.choices}>
          {status.pack.timeOutDurations.map((duration) => (
            <Button key={duration} variant="outline" onClick={() => ask({ kind: 'timeOut', duration })} data-testid={`rg-break-${duration}`}>
              {t(`rg_duration_${duration}`)}
            </Button>
          ))}
        </div>
      </Panel>
      <Panel title={t('rg_exclusion_title')}>
        <p className={styles.note}>{t('rg_exclusion_text')}</p>
        {status.pack.allBrandsOption && <Checkbox label={t('rg_all_brands')} checked={allBrands} onChange={(e) => setAllBrands(e.currentTarget.checked)} />}
        <div className={styles.choices}>
          {status.pack.selfExclusionDurations.map((duration) => (
            <Button key={duration} variant="outline" onClick={() => ask({ kind: 'selfExclusion', duration, allBrands })} data-testid={`rg-exclude-${duration}`}>
              {t(`rg_duration_${duration}`)}
            </Button>
          ))}
        </div>
      </Panel>
      <Modal name={RG_CONFIRM_MODAL} title={t('rg_confirm_title')} width={520}>
        {choice && <ConfirmBlock token={token} choice={choice} />}
      </Modal>
    </div>
  );
}

function ConfirmBlock({ token, choice }: { token: string; choice: Choice }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const problemText = useProblemText();
  const takeBreak = useTakeBreak(token);
  const selfExclude = useSelfExclude(token);
  const [problem, setProblem] = useState<string>();
  const busy = takeBreak.isPending || selfExclude.isPending;
  const confirm = async () => {
    setProblem(undefined);
    try {
      const { block } =
        choice.kind === 'timeOut'
          ? await takeBreak.mutateAsync({ duration: choice.duration })
          : await selfExclude.mutateAsync({ duration: choice.duration, allBrands: choice.allBrands, confirm: true });
      modals.close(RG_CONFIRM_MODAL);
      showBlocked(block, true);
    } catch (error) {
      setProblem(problemText(problemOf(error, { language }).problem));
    }
  };
  return (
    <div className={styles.confirm} role="alertdialog" aria-describedby="rg-consequences">
      <p>
        <strong>{t(choice.kind === 'timeOut' ? 'rg_confirm_break' : 'rg_confirm_exclusion', { duration: t(`rg_duration_${choice.duration}`) })}</strong>
      </p>
      <ul id="rg-consequences" className={styles.consequences}>
        <li>{t('rg_consequence_logout')}</li>
        <li>{t('rg_consequence_no_play')}</li>
        <li>{t('rg_consequence_withdraw')}</li>
        <li>{t('rg_consequence_no_promotions')}</li>
        <li>{t('rg_consequence_final')}</li>
        {choice.kind === 'selfExclusion' && choice.allBrands && <li>{t('rg_consequence_all_brands')}</li>}
      </ul>
      <FormAlert message={problem} />
      <div className={styles.choices}>
        <Button variant="outline" onClick={() => modals.close(RG_CONFIRM_MODAL)}>
          {t('rg_cancel')}
        </Button>
        <SubmitButton type="button" busy={busy} onClick={() => void confirm()} data-testid="rg-confirm">
          {t('rg_confirm_block')}
        </SubmitButton>
      </div>
    </div>
  );
}

/** The blocked modal after a block starts (the session is over: its button returns to the home page) or after a login. */
export function showBlocked(block: RgPlayBlock, loggedOut: boolean) {
  modals.open(RG_BLOCKED_MODAL, { block, loggedOut });
}
