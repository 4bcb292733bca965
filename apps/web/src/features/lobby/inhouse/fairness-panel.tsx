import { CLIENT_SEED_PATTERN } from '@app/contract/inhouse-games';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { ApiError } from '@/lib/api-client';
import { useRotateSeed, useSetClientSeed } from '../api/inhouse-fairness';
import { LobbyIcon } from '../components/lobby-icon';
import type { SessionInfo } from './round';
import styles from './play.module.css';

function Copyable({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <div className={styles.copyable}>
      <code className={styles.mono} aria-label={label}>
        {value}
      </code>
      <button
        type="button"
        className={styles.iconButton}
        onClick={() => void navigator.clipboard?.writeText(value).then(() => setCopied(true), () => undefined)}
        aria-label={t('lobby_copy', { what: label })}
        title={copied ? t('lobby_copied') : t('lobby_copy', { what: label })}
      >
        <LobbyIcon name={copied ? 'check' : 'copy'} size={14} />
      </button>
    </div>
  );
}

/**
 * The seed state of provably fair play: the hash of the server seed (committed before play), the client seed (the
 * player's to change), the next nonce; rotating retires the server seed and reveals it, so every round played with
 * it can be verified.
 */
export function FairnessPanel({ session, info, disabled }: { session: string; info: SessionInfo; disabled: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const { fairness } = info;
  const [seed, setSeed] = useState(fairness.clientSeed);
  const [seenSeed, setSeenSeed] = useState(fairness.clientSeed);
  if (fairness.clientSeed !== seenSeed) {
    setSeenSeed(fairness.clientSeed);
    setSeed(fairness.clientSeed);
  }
  const save = useSetClientSeed(session);
  const rotate = useRotateSeed(session);
  const valid = CLIENT_SEED_PATTERN.test(seed);
  const changed = seed !== fairness.clientSeed;
  const errorOf = (error: unknown) => (error instanceof ApiError ? t(error.messageKey) : t('err_network_error'));
  const randomSeed = () => setSeed(Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join(''));

  return (
    <div className={styles.panelBody} data-testid="fairness-panel">
      <dl className={styles.facts}>
        <div>
          <dt>{t('lobby_server_seed_hash')}</dt>
          <dd>
            <Copyable value={fairness.serverSeedHash} label={t('lobby_server_seed_hash')} />
          </dd>
        </div>
        <div>
          <dt>{t('lobby_nonce')}</dt>
          <dd className={styles.mono} data-testid="fair-nonce">
            {fairness.nonce}
          </dd>
        </div>
      </dl>

      <form
        className={styles.seedForm}
        onSubmit={(e) => {
          e.preventDefault();
          if (valid && changed) save.mutate(seed);
        }}
      >
        <label htmlFor={id} className={styles.label}>
          {t('lobby_client_seed')}
        </label>
        <div className={styles.seedRow}>
          <input
            id={id}
            className={styles.seedInput}
            value={seed}
            maxLength={64}
            onChange={(e) => setSeed(e.target.value)}
            aria-invalid={!valid || undefined}
            disabled={disabled}
            spellCheck={false}
            autoComplete="off"
          />
          <button type="button" className={styles.iconButton} onClick={randomSeed} aria-label={t('lobby_random_seed')} title={t('lobby_random_seed')} disabled={disabled}>
            <LobbyIcon name="refresh" size={14} />
          </button>
          <Button type="submit" size="sm" variant="outline" disabled={!valid || !changed || save.isPending || disabled}>
            {t('lobby_save_seed')}
          </Button>
        </div>
        {!valid && <p className={styles.fieldError}>{t('lobby_client_seed_rule')}</p>}
        {save.isError && <p className={styles.fieldError}>{errorOf(save.error)}</p>}
        {save.isSuccess && !changed && <p className={styles.ok}>{t('lobby_seed_saved')}</p>}
      </form>

      <div className={styles.rotate}>
        <p>{t('lobby_rotate_text')}</p>
        <Button variant="outline" size="sm" onClick={() => rotate.mutate(changed && valid ? seed : undefined)} disabled={rotate.isPending || disabled} data-testid="rotate-seed">
          <LobbyIcon name="rotate" size={15} />
          {t('lobby_rotate_seed')}
        </Button>
        {rotate.isError && <p className={styles.fieldError}>{errorOf(rotate.error)}</p>}
      </div>

      {rotate.data && (
        <div className={styles.revealed} role="status" data-testid="revealed-seed">
          <p className={styles.revealedTitle}>
            <LobbyIcon name="shield" size={15} /> {t('lobby_revealed_title', { count: rotate.data.revealed.rounds })}
          </p>
          <dl className={styles.facts}>
            <div>
              <dt>{t('lobby_server_seed')}</dt>
              <dd>
                <Copyable value={rotate.data.revealed.serverSeed} label={t('lobby_server_seed')} />
              </dd>
            </div>
            <div>
              <dt>{t('lobby_server_seed_hash')}</dt>
              <dd className={styles.mono}>{rotate.data.revealed.serverSeedHash}</dd>
            </div>
            <div>
              <dt>{t('lobby_client_seed')}</dt>
              <dd className={styles.mono}>{rotate.data.revealed.clientSeed}</dd>
            </div>
          </dl>
          <p className={styles.hint}>{t('lobby_revealed_hint')}</p>
        </div>
      )}
    </div>
  );
}
