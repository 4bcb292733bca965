import type { OperatorPermission } from '@app/contract/operators';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/states/states';
import { can, useMe } from '@/lib/shared-api/get-me';
import { t } from '@/lib/texts';

/** A page for a permission: an operator whose role lacks it is told so (the server refuses its calls anyway). */
export function RequirePermission({ permission, children }: { permission: OperatorPermission; children: ReactNode }) {
  const me = useMe();
  if (!can(me.data, permission)) return <EmptyState title={t('forbidden_title')}>{t('forbidden_text', { permission })}</EmptyState>;
  return children;
}
