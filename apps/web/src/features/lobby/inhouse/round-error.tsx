import styles from './play.module.css';

/** Why a round was refused (in the player's language), under the game that asked; nothing when all is well. */
export function RoundError({ message }: { message: string | null | undefined }) {
  return message ? (
    <p className={styles.roundError} role="alert">
      {message}
    </p>
  ) : null;
}
