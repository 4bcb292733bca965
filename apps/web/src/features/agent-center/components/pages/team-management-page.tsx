import type { TeamNode } from '@app/contract/agents';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { EmptyState, ErrorState } from '@/components/ui/empty-state/empty-state';
import { TextField } from '@/components/ui/form/field';
import { Money } from '@/components/ui/money/money';
import { Panel, Stat, StatGrid } from '@/components/ui/panel/panel';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { ApiError } from '@/lib/api-client';
import { useTeamMember } from '../../api/get-team-member';
import { useTeamSearch } from '../../api/search-team';
import type { AgentPageProps } from '../../config/menu';
import { TeamTree } from '../team-tree';
import { TransferForm } from '../transfer-form';
import styles from '../agent-center.module.css';

/** Team management: the downline tree, a search by username, the chosen member's summary and the transfer to a downline. */
export function TeamManagementPage({ token }: AgentPageProps) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<{ id: number; username: string }>();
  const select = (node: Pick<TeamNode, 'id' | 'username'>) => setSelected({ id: node.id, username: node.username });
  return (
    <div className={styles.stack}>
      <Panel title={t('ag_search')}>
        <TeamSearch token={token} onSelect={select} />
      </Panel>
      <Panel title={t('ag_downline_tree')} testId="team-tree">
        <TeamTree token={token} onSelect={select} selectedId={selected?.id} />
      </Panel>
      {selected && (
        <Panel title={t('ag_member_summary', { username: selected.username })} testId="member-summary">
          <MemberSummary token={token} memberId={selected.id} />
        </Panel>
      )}
      <Panel title={t('ag_transfer_to_downline')}>
        <TransferForm token={token} username={selected?.username} />
      </Panel>
    </div>
  );
}

function TeamSearch({ token, onSelect }: { token: string; onSelect: (node: Pick<TeamNode, 'id' | 'username'>) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const search = useTeamSearch(token, { username: query, pageNo, pageSize: 10 }, query.length > 0);
  return (
    <div className={styles.stack}>
      <form
        className={styles.filters}
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setQuery(text.trim());
          setPageNo(1);
        }}
      >
        <TextField label={t('ag_username')} value={text} onChange={(e) => setText(e.target.value)} />
        <Button type="submit" size="sm">
          {t('ag_search')}
        </Button>
      </form>
      {query &&
        (search.isPending ? (
          <Skeleton height={80} radius={12} />
        ) : search.isError ? (
          <ErrorState compact message={t(search.error instanceof ApiError ? search.error.messageKey : 'err_network_error')} onRetry={() => void search.refetch()} />
        ) : search.data.list.length === 0 ? (
          <EmptyState compact icon="account" title={t('ag_no_match')} />
        ) : (
          <ul className={styles.tree} aria-label={t('ag_search_results')}>
            {search.data.list.map((m) => (
              <li key={m.id} className={styles.node}>
                <button type="button" className={styles.nodeName} onClick={() => onSelect(m)}>
                  {m.username}
                </button>
                <span className={styles.muted}>{[...m.path, m.username].join(' › ')}</span>
              </li>
            ))}
            {search.data.totalPages > pageNo && (
              <li>
                <Button variant="ghost" size="sm" onClick={() => setPageNo((p) => p + 1)}>
                  {t('ag_next_page')}
                </Button>
              </li>
            )}
          </ul>
        ))}
    </div>
  );
}

function MemberSummary({ token, memberId }: { token: string; memberId: number }) {
  const { t } = useTranslation();
  const member = useTeamMember(token, { memberId, period: 'month' });
  if (member.isPending) return <Skeleton height={160} radius={12} />;
  if (member.isError)
    return <ErrorState compact message={t(member.error instanceof ApiError ? member.error.messageKey : 'err_network_error')} onRetry={() => void member.refetch()} />;
  const m = member.data;
  return (
    <div className={styles.stack}>
      <p className={styles.muted}>
        {[...m.path, m.username].join(' › ')} · {t('ag_level', { level: m.level })} · {t(`ag_status_${m.status}`)}
      </p>
      <StatGrid columns={4}>
        <Stat label={t('ag_balance')} value={<Money value={m.balanceMinor} />} />
        <Stat label={t('ag_team_size')} value={m.teamSize} />
        <Stat label={t('ag_month_valid_bet')} value={<Money value={m.figures.validBetMinor} />} />
        <Stat label={t('ag_month_profit')} value={<Money value={m.figures.profitMinor} />} />
        <Stat label={t('ag_month_deposits')} value={<Money value={m.figures.depositMinor} />} />
        <Stat label={t('ag_month_withdrawals')} value={<Money value={m.figures.withdrawalMinor} />} />
        <Stat label={t('ag_lifetime_deposits')} value={<Money value={m.lifetime.depositMinor} />} />
        <Stat label={t('ag_lifetime_valid_bet')} value={<Money value={m.lifetime.validBetMinor} />} />
      </StatGrid>
    </div>
  );
}
