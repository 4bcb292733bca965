import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { CheckboxField, SelectField, TextField } from '@/components/ui/field/field';
import { ImageUpload } from '@/components/ui/image-upload/image-upload';
import { failureText, Notice } from '@/components/ui/states/states';
import { amountFormatKey, amountInputMode, amountText, amountToMinor, formatAmount } from '@/lib/money';
import { t } from '@/lib/texts';
import { useBrandMoney } from '@/lib/use-brand-money';
import { type CatalogueGame, useUpdateCatalogueGame, useUploadGameImage } from '../api/catalogue';
import { sortOf } from '../utils/sort-text';
import layout from '@/components/ui/layout/layout.module.css';

type Flag = 'platform' | 'yes' | 'no';
type Field = 'sort' | 'minBet' | 'rtp' | 'classify';
const flagOf = (game: CatalogueGame, field: 'isHot' | 'isNew'): Flag => (game.overridden.includes(field) ? (game[field] ? 'yes' : 'no') : 'platform');
const flagValue = (flag: Flag) => (flag === 'platform' ? null : flag === 'yes');
const flagOptions = () => [
  { value: 'platform', label: t('cat_flag_platform') },
  { value: 'yes', label: t('yes') },
  { value: 'no', label: t('no') },
];

/**
 * A game's settings for one brand. Every field left empty (or "as the platform") follows the global catalogue, so a
 * later change of the platform's value reaches this brand too; a value typed here is the brand's own (the smallest
 * bet in the brand's currency).
 */
export function GameForm({ brandId, game, onDone }: { brandId: string; game: CatalogueGame; onDone: (message: string) => void }) {
  const save = useUpdateCatalogueGame();
  const upload = useUploadGameImage(brandId);
  const own = (field: CatalogueGame['overridden'][number]) => game.overridden.includes(field);
  const money = useBrandMoney()(brandId);
  const [enabled, setEnabled] = useState(game.enabled);
  const [hot, setHot] = useState<Flag>(flagOf(game, 'isHot'));
  const [fresh, setFresh] = useState<Flag>(flagOf(game, 'isNew'));
  const [sort, setSort] = useState(own('sort') ? String(game.sort) : '');
  const [minBet, setMinBet] = useState(own('minBetMinor') ? amountText(game.minBetMinor, money.digits) : '');
  const [rtp, setRtp] = useState(own('rtpBp') && game.rtpBp !== null ? (game.rtpBp / 100).toFixed(2) : '');
  const [classify, setClassify] = useState(own('gameClassify') ? game.gameClassify : '');
  const [image, setImage] = useState<string | null>(own('imageUrl') ? game.imageUrl : null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  return (
    <form
      className={layout.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const found: typeof errors = {};
        const sortValue = sortOf(sort);
        if (sortValue === undefined) found.sort = t('cat_sort_format');
        const minBetMinor = minBet.trim() === '' ? null : amountToMinor(minBet, money.digits);
        if (minBet.trim() !== '' && minBetMinor === null) found.minBet = t(amountFormatKey(money.digits));
        const rtpBp = rtp.trim() === '' ? null : /^\d{1,3}(\.\d{1,2})?$/.test(rtp.trim()) ? Math.round(Number(rtp) * 100) : NaN;
        if (rtpBp !== null && (Number.isNaN(rtpBp) || rtpBp > 10_000)) found.rtp = t('cat_rtp_format');
        const gameClassify = classify.trim() === '' ? null : classify.trim().toUpperCase();
        if (gameClassify !== null && !/^[A-Z_]{1,24}$/.test(gameClassify)) found.classify = t('cat_classify_format');
        setErrors(found);
        if (Object.keys(found).length > 0) return;
        save.mutate(
          {
            brandId,
            gameId: game.gameId,
            enabled,
            isHot: flagValue(hot),
            isNew: flagValue(fresh),
            sort: sortValue,
            imageUrl: image,
            minBetMinor,
            rtpBp,
            gameClassify,
          },
          { onSuccess: (value) => onDone(t(value.enabled ? 'cat_game_saved' : 'cat_game_saved_off', { name: value.name })) },
        );
      }}
    >
      <CheckboxField label={t('cat_game_enabled')} hint={t('cat_game_enabled_hint')} checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
      <div className={layout.grid}>
        <SelectField label={t('cat_hot')} value={hot} onChange={(e) => setHot(e.target.value as Flag)} options={flagOptions()} />
        <SelectField label={t('cat_new')} value={fresh} onChange={(e) => setFresh(e.target.value as Flag)} options={flagOptions()} />
        <TextField label={t('cat_sort')} hint={t('cat_game_sort_hint')} inputMode="numeric" value={sort} error={errors.sort} onChange={(e) => setSort(e.target.value)} />
        <TextField label={t('cat_min_bet')} hint={own('minBetMinor') ? t('cat_empty_platform') : t('cat_platform_value', { value: formatAmount(game.minBetMinor, money) })} inputMode={amountInputMode(money.digits)} value={minBet} error={errors.minBet} onChange={(e) => setMinBet(e.target.value)} />
        <TextField
          label={t('cat_rtp')}
          hint={own('rtpBp') ? t('cat_empty_platform') : game.rtpBp === null ? t('cat_rtp_hint') : t('cat_platform_value', { value: `${(game.rtpBp / 100).toFixed(2)}%` })}
          inputMode="decimal"
          value={rtp}
          error={errors.rtp}
          onChange={(e) => setRtp(e.target.value)}
        />
        <TextField
          label={t('cat_classify')}
          hint={own('gameClassify') ? t('cat_empty_platform') : t('cat_platform_value', { value: game.gameClassify })}
          value={classify}
          maxLength={24}
          error={errors.classify}
          onChange={(e) => setClassify(e.target.value)}
        />
      </div>
      <ImageUpload
        label={t('cat_picture')}
        hint={t('cat_picture_hint')}
        value={image ?? game.imageUrl}
        alt={t('cat_picture_alt', { name: game.name })}
        emptyText={t('cat_picture_platform')}
        upload={upload}
        onChange={setImage}
        onRemove={image === null ? undefined : () => setImage(null)}
      />
      {save.isError && <Notice tone="error">{failureText(save.error)}</Notice>}
      <div>
        <Button type="submit" variant="primary" disabled={save.isPending}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
