import type { ContractKind, ContractTerms } from '@app/contract/agent-contracts';
import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from '@/config/brand';
import { termLines } from '../../utils/terms';
import styles from '../agent-center.module.css';

/** A contract's rate and conditions, one line each. */
export function TermsList({ kind, terms }: { kind: ContractKind; terms: ContractTerms }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  return (
    <ul className={styles.terms} data-testid="contract-terms">
      {termLines(kind, terms, money).map((line) => (
        <li key={line.key}>{t(line.key, line.key === 'ag_term_period' ? { period: t(`ag_div_${String(line.params.period)}`) } : line.params)}</li>
      ))}
    </ul>
  );
}
