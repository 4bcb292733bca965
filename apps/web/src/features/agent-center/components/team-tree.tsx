import type { TeamNode } from '@app/contract/agents';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { EmptyState, ErrorState } from '@/components/ui/empty-state/empty-state';
import { Money } from '@/components/ui/money/money';
import { StatusPill } from '@/components/ui/panel/panel';
import { ApiError } from '@/lib/api-client';
import { useTeamTree } from '../api/get-team-tree';
import { RowsSkeleton } from './skeletons';
import styles from './agent-center.module.css';

const TREE_PAGE_SIZE = 20;
const statusTone = { active: 'success', inactive: 'neutral', locked: 'danger' } as const;

/** The downline as a tree: the agent's direct members first; a node's own members load when it is opened, a page at a time. */
export function TeamTree({ token, onSelect, selectedId }: { token: string; onSelect: (node: TeamNode) => void; selectedId?: number }) {
  return <TreeLevel token={token} onSelect={onSelect} selectedId={selectedId} />;
}

function TreeLevel({ token, parentId, onSelect, selectedId }: { token: string; parentId?: number; onSelect: (node: TeamNode) => void; selectedId?: number }) {
  const { t } = useTranslation();
  const [pages, setPages] = useState(1);
  return (
    <ul className={styles.tree} role={parentId ? 'group' : 'tree'} aria-label={parentId ? undefined : t('ag_downline_tree')}>
      {Array.from({ length: pages }, (_, i) => (
        <TreePage key={i} token={token} parentId={parentId} pageNo={i + 1} onSelect={onSelect} selectedId={selectedId} onMore={i + 1 === pages ? () => setPages((p) => p + 1) : undefined} />
      ))}
    </ul>
  );
}

function TreePage({
  token,
  parentId,
  pageNo,
  onSelect,
  selectedId,
  onMore,
}: {
  token: string;
  parentId?: number;
  pageNo: number;
  onSelect: (node: TeamNode) => void;
  selectedId?: number;
  onMore?: () => void;
}) {
  const { t } = useTranslation();
  const tree = useTeamTree(token, { parentId, pageNo, pageSize: TREE_PAGE_SIZE });
  if (tree.isPending)
    return (
      <li>
        <RowsSkeleton />
      </li>
    );
  if (tree.isError)
    return (
      <li>
        <ErrorState compact message={t(tree.error instanceof ApiError ? tree.error.messageKey : 'err_network_error')} onRetry={() => void tree.refetch()} />
      </li>
    );
  if (pageNo === 1 && tree.data.list.length === 0)
    return (
      <li>
        <EmptyState compact icon="invite" title={t('ag_no_downline')} />
      </li>
    );
  return (
    <>
      {tree.data.list.map((node) => (
        <TreeNode key={node.id} token={token} node={node} onSelect={onSelect} selectedId={selectedId} />
      ))}
      {onMore && tree.data.pageNo < tree.data.totalPages && (
        <li>
          <Button variant="ghost" size="sm" onClick={onMore}>
            {t('ag_load_more', { count: tree.data.total - tree.data.pageNo * tree.data.pageSize })}
          </Button>
        </li>
      )}
    </>
  );
}

function TreeNode({ token, node, onSelect, selectedId }: { token: string; node: TeamNode; onSelect: (node: TeamNode) => void; selectedId?: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const hasChildren = node.childCount > 0;
  return (
    <li role="treeitem" aria-expanded={hasChildren ? open : undefined} aria-selected={selectedId === node.id}>
      <div className={styles.node}>
        <button
          type="button"
          className={styles.nodeToggle}
          disabled={!hasChildren}
          onClick={() => setOpen((o) => !o)}
          aria-label={t(open ? 'ag_collapse' : 'ag_expand', { username: node.username })}
        >
          {open ? '−' : '+'}
        </button>
        <button type="button" className={styles.nodeName} onClick={() => onSelect(node)}>
          {node.username}
        </button>
        <span className={styles.muted}>{t(node.type === 0 ? 'ag_type_member' : 'ag_type_agent', { type: node.type })}</span>
        <StatusPill tone={statusTone[node.status]}>{t(`ag_status_${node.status}`)}</StatusPill>
        <span className={styles.muted}>
          <Money value={node.balanceMinor} />
        </span>
        {hasChildren && <span className={styles.muted}>{t('ag_children', { count: node.childCount })}</span>}
      </div>
      {open && <TreeLevel token={token} parentId={node.id} onSelect={onSelect} selectedId={selectedId} />}
    </li>
  );
}
