import type { Language, LocalizedText } from '@app/contract/brand';
import { formatMoney, majorToMinor, type MoneyFormat } from '@app/contract/money';

/**
 * Platform messages to a member are stored as a key and its parameters and shown in the language of the request
 * (any language the brand speaks), so a player who switches language reads every message, old ones too, in the new one. The stored
 * title and content columns keep the English text (operators' tools and rows written before the keys).
 */
export type MessageParams = Record<string, string>;
interface Template {
  title: string;
  content: (p: MessageParams) => string;
}

/** The contract kinds as the messages name them. */
const kindNames: Record<Language, Record<string, string>> = {
  EN: { dividend: 'dividend', daily_salary: 'daily salary', hourly_salary: 'hourly salary', real_time_salary: 'real-time salary' },
  TY: { dividend: 'dibidendo', daily_salary: 'arawang sahod', hourly_salary: 'oras-orasang sahod', real_time_salary: 'real-time na sahod' },
  vi: { dividend: 'chia lợi nhuận', daily_salary: 'lương ngày', hourly_salary: 'lương giờ', real_time_salary: 'lương thời gian thực' },
};
const kindText = {
  EN: (kind: string | undefined) => kindNames.EN[kind ?? ''] ?? kind ?? '',
  TY: (kind: string | undefined) => kindNames.TY[kind ?? ''] ?? kind ?? '',
  vi: (kind: string | undefined) => kindNames.vi[kind ?? ''] ?? kind ?? '',
};

/**
 * A name the message carries in each language it was written in (a promotion's title, a tier's, an item's):
 * params `tier.EN`, `tier.vi`… from namedParams; rows written before brands had any language carry `tierEN`,
 * `tierTY`. The reader's language first, else the first one there is, so a name is never blank.
 */
function named(p: MessageParams, name: string, language: Language): string {
  const own = p[`${name}.${language}`] || p[`${name}${language}`];
  if (own) return own;
  const any = Object.entries(p).find(([key, value]) => value && (key.startsWith(`${name}.`) || key === `${name}EN` || key === `${name}TY`));
  return any?.[1] ?? '';
}

/** The params of a name in every language it has: namedParams('tier', { EN: 'Gold', vi: 'Vàng' }) → { 'tier.EN': 'Gold', 'tier.vi': 'Vàng' }. */
export function namedParams(name: string, text: LocalizedText): MessageParams {
  return Object.fromEntries(Object.entries(text).flatMap(([language, value]) => (value ? [[`${name}.${language}`, value]] : [])));
}

/** The identity files to send again (stored as `front, selfie`), named in the reader's language. */
const kycSideNames: Record<Language, Record<string, string>> = {
  EN: { front: 'front', back: 'back', selfie: 'selfie' },
  TY: { front: 'harapan', back: 'likuran', selfie: 'selfie na hawak ang dokumento' },
  vi: { front: 'mặt trước', back: 'mặt sau', selfie: 'ảnh chân dung' },
};
const kycSides = (p: MessageParams, language: Language) =>
  (p.resend ?? '')
    .split(',')
    .map((side) => side.trim())
    .filter(Boolean)
    .map((side) => kycSideNames[language]?.[side] ?? side)
    .join(', ');

const texts = {
  welcome: {
    EN: { title: 'Welcome', content: (p) => `Welcome, ${p.nickname}! Your demo account starts with ${p.amount} in the main wallet.` },
    TY: { title: 'Maligayang pagdating', content: (p) => `Maligayang pagdating, ${p.nickname}! Ang iyong demo account ay may panimulang ${p.amount} sa pangunahing wallet.` },
    vi: { title: 'Chào mừng bạn', content: (p) => `Chào mừng ${p.nickname}! Tài khoản chơi thử của bạn có sẵn ${p.amount} trong ví chính để bắt đầu.` },
  },
  transfer_received: {
    EN: { title: 'Transfer received', content: (p) => `${p.from} transferred ${p.amount} to your main wallet.` },
    TY: { title: 'Natanggap ang padala', content: (p) => `Nagpadala si ${p.from} ng ${p.amount} sa iyong pangunahing wallet.` },
    vi: { title: 'Đã nhận tiền chuyển', content: (p) => `${p.from} đã chuyển ${p.amount} vào ví chính của bạn.` },
  },
  deposit_received: {
    EN: { title: 'Deposit received', content: (p) => `Your deposit ${p.orderNo} of ${p.amount} has been credited to your main wallet.` },
    TY: { title: 'Natanggap ang deposito', content: (p) => `Ang iyong deposito ${p.orderNo} na ${p.amount} ay naidagdag na sa iyong pangunahing wallet.` },
    vi: { title: 'Đã nhận tiền nạp', content: (p) => `Lệnh nạp ${p.orderNo} số tiền ${p.amount} của bạn đã được cộng vào ví chính.` },
  },
  // a manual transfer finance could not match (issue 32): p.reason is the operator's words
  deposit_rejected: {
    EN: { title: 'Deposit not confirmed', content: (p) => `We could not confirm your transfer for deposit ${p.orderNo} of ${p.amount}: ${p.reason} If you did transfer the money, contact customer service with the receipt.` },
    TY: { title: 'Hindi nakumpirma ang deposito', content: (p) => `Hindi namin makumpirma ang iyong transfer para sa deposito ${p.orderNo} na ${p.amount}: ${p.reason} Kung naipadala mo ang pera, makipag-ugnayan sa customer service dala ang resibo.` },
    vi: {
      title: 'Khoản nạp chưa được xác nhận',
      content: (p) =>
        `Chúng tôi không thể xác nhận giao dịch chuyển khoản cho lệnh nạp ${p.orderNo} số tiền ${p.amount}: ${p.reason} Nếu bạn đã chuyển tiền, vui lòng liên hệ chăm sóc khách hàng kèm theo biên lai.`,
    },
  },
  // identity verification (issue 30): p.reason is the operator's words, p.resend the files to send again
  kyc_approved: {
    EN: { title: 'Identity verified', content: () => 'Thank you: your identity is verified. Deposits and withdrawals are open to you as usual.' },
    TY: { title: 'Na-verify ang pagkakakilanlan', content: () => 'Salamat: na-verify na ang iyong pagkakakilanlan. Bukas sa iyo ang mga deposito at withdrawal gaya ng dati.' },
    vi: { title: 'Đã xác minh danh tính', content: () => 'Cảm ơn bạn: danh tính của bạn đã được xác minh. Bạn có thể nạp tiền và rút tiền như bình thường.' },
  },
  kyc_rejected: {
    EN: { title: 'Identity not verified yet', content: (p) => `We could not verify your identity: ${p.reason}. Please send again: ${kycSides(p, 'EN')}. Member centre → My account → Verify my identity.` },
    TY: { title: 'Hindi pa na-verify ang pagkakakilanlan', content: (p) => `Hindi namin na-verify ang iyong pagkakakilanlan: ${p.reason}. Paki-padala muli: ${kycSides(p, 'TY')}. Member centre → Aking account → I-verify ang aking pagkakakilanlan.` },
    vi: {
      title: 'Danh tính chưa được xác minh',
      content: (p) =>
        `Chúng tôi chưa thể xác minh danh tính của bạn: ${p.reason}. Vui lòng gửi lại: ${kycSides(p, 'vi')}. Trung tâm hội viên → Tài khoản của tôi → Xác minh danh tính.`,
    },
  },
  rg_time_out_by_operator: {
    EN: { title: 'A break from play', content: (p) => `Our team has paused play on your account for ${p.days} day(s), until ${p.until} (${p.zone ?? 'UTC'}). You can still see your account and withdraw. Contact customer service with any question.` },
    TY: { title: 'Pahinga sa paglalaro', content: (p) => `Pansamantalang itinigil ng aming team ang paglalaro sa iyong account nang ${p.days} araw, hanggang ${p.until} (${p.zone ?? 'UTC'}). Makikita mo pa rin ang iyong account at makakapag-withdraw. Makipag-ugnayan sa customer service kung may tanong.` },
    vi: {
      title: 'Tạm nghỉ chơi',
      content: (p) =>
        `Đội ngũ của chúng tôi đã tạm dừng việc chơi trên tài khoản của bạn trong ${p.days} ngày, đến ${p.until} (${p.zone ?? 'UTC'}). Bạn vẫn có thể xem tài khoản và rút tiền. Nếu có thắc mắc, vui lòng liên hệ chăm sóc khách hàng.`,
    },
  },
  rg_limit_by_operator: {
    EN: {
      title: 'A limit on your account',
      content: (p) =>
        `Our team has set your ${limitWords.EN.kind[p.kind ?? ''] ?? p.kind} limit${p.period === 'session' ? '' : ` per ${limitWords.EN.period[p.period ?? ''] ?? p.period}`} to ${p.value}. It applies now; contact customer service with any question.`,
    },
    TY: {
      title: 'Limitasyon sa iyong account',
      content: (p) =>
        `Itinakda ng aming team ang iyong limitasyon sa ${limitWords.TY.kind[p.kind ?? ''] ?? p.kind}${p.period === 'session' ? '' : ` bawat ${limitWords.TY.period[p.period ?? ''] ?? p.period}`} sa ${p.value}. Epektibo na ito ngayon; makipag-ugnayan sa customer service kung may tanong.`,
    },
    vi: {
      title: 'Giới hạn trên tài khoản của bạn',
      content: (p) =>
        `Đội ngũ của chúng tôi đã đặt cho bạn giới hạn ${limitWords.vi.kind[p.kind ?? ''] ?? p.kind}${p.period === 'session' ? '' : ` mỗi ${limitWords.vi.period[p.period ?? ''] ?? p.period}`} ở mức ${p.value}. Giới hạn có hiệu lực ngay; nếu có thắc mắc, vui lòng liên hệ chăm sóc khách hàng.`,
    },
  },
  withdrawal_approved: {
    EN: { title: 'Withdrawal approved', content: (p) => `Your withdrawal ${p.orderNo} of ${p.amount} was approved and will be paid out soon.` },
    TY: { title: 'Aprubado ang withdrawal', content: (p) => `Naaprubahan ang iyong withdrawal ${p.orderNo} na ${p.amount} at ipapadala na sa lalong madaling panahon.` },
    vi: { title: 'Lệnh rút tiền đã được duyệt', content: (p) => `Lệnh rút ${p.orderNo} số tiền ${p.amount} của bạn đã được duyệt và sẽ sớm được chi trả.` },
  },
  withdrawal_rejected: {
    EN: {
      title: 'Withdrawal rejected',
      content: (p) => `Your withdrawal ${p.orderNo} of ${p.amount} was rejected${p.reason ? `: ${p.reason}` : ''}. The amount is back in your main wallet.`,
    },
    TY: {
      title: 'Tinanggihan ang withdrawal',
      content: (p) => `Tinanggihan ang iyong withdrawal ${p.orderNo} na ${p.amount}${p.reason ? `: ${p.reason}` : ''}. Naibalik na ang halaga sa iyong pangunahing wallet.`,
    },
    vi: {
      title: 'Lệnh rút tiền bị từ chối',
      content: (p) =>
        `Lệnh rút ${p.orderNo} số tiền ${p.amount} của bạn đã bị từ chối${p.reason ? `: ${p.reason}` : ''}. Số tiền đã được hoàn về ví chính của bạn.`,
    },
  },
  withdrawal_paid: {
    EN: { title: 'Withdrawal paid out', content: (p) => `Your withdrawal ${p.orderNo} of ${p.amount} was sent to your bank. Please confirm when it arrives.` },
    TY: { title: 'Naipadala ang withdrawal', content: (p) => `Naipadala na sa iyong bangko ang withdrawal ${p.orderNo} na ${p.amount}. Pakikumpirma kapag dumating na ito.` },
    vi: {
      title: 'Đã chi trả lệnh rút tiền',
      content: (p) => `Lệnh rút ${p.orderNo} số tiền ${p.amount} của bạn đã được chuyển đến ngân hàng. Vui lòng xác nhận khi nhận được tiền.`,
    },
  },
  withdrawal_resolved: {
    EN: { title: 'Withdrawal claim resolved', content: (p) => `Your claim on withdrawal ${p.orderNo} was reviewed. Refunded: ${p.refund}.` },
    TY: { title: 'Nalutas ang reklamo sa withdrawal', content: (p) => `Nasuri na ang iyong reklamo sa withdrawal ${p.orderNo}. Ibinalik: ${p.refund}.` },
    vi: {
      title: 'Khiếu nại rút tiền đã được giải quyết',
      content: (p) => `Khiếu nại của bạn về lệnh rút ${p.orderNo} đã được xem xét. Số tiền hoàn lại: ${p.refund}.`,
    },
  },
  // promotions: the title comes in the languages it was written in (namedParams), the reader's is shown
  application_approved: {
    EN: { title: 'Application approved', content: (p) => `Your application for "${named(p, 'title', 'EN')}" was approved. Reward: ${p.amount}.` },
    TY: { title: 'Aprubado ang aplikasyon', content: (p) => `Naaprubahan ang iyong aplikasyon para sa "${named(p, 'title', 'TY')}". Gantimpala: ${p.amount}.` },
    vi: { title: 'Đơn đăng ký đã được duyệt', content: (p) => `Đơn đăng ký khuyến mãi "${named(p, 'title', 'vi')}" của bạn đã được duyệt. Phần thưởng: ${p.amount}.` },
  },
  application_rejected: {
    EN: { title: 'Application not approved', content: (p) => `Your application for "${named(p, 'title', 'EN')}" was not approved${p.remark ? `: ${p.remark}` : ''}. You may apply again.` },
    TY: {
      title: 'Hindi naaprubahan ang aplikasyon',
      content: (p) => `Hindi naaprubahan ang iyong aplikasyon para sa "${named(p, 'title', 'TY')}"${p.remark ? `: ${p.remark}` : ''}. Maaari kang mag-apply muli.`,
    },
    vi: {
      title: 'Đơn đăng ký chưa được duyệt',
      content: (p) => `Đơn đăng ký khuyến mãi "${named(p, 'title', 'vi')}" của bạn chưa được duyệt${p.remark ? `: ${p.remark}` : ''}. Bạn có thể đăng ký lại.`,
    },
  },
  raffle_won: {
    EN: { title: 'You won the raffle', content: (p) => `Your ticket ${p.ticketNo} won in "${named(p, 'title', 'EN')}". Prize: ${p.amount}.` },
    TY: { title: 'Nanalo ka sa raffle', content: (p) => `Nanalo ang iyong ticket ${p.ticketNo} sa "${named(p, 'title', 'TY')}". Premyo: ${p.amount}.` },
    vi: { title: 'Bạn đã trúng thưởng rút thăm', content: (p) => `Vé ${p.ticketNo} của bạn đã trúng thưởng trong "${named(p, 'title', 'vi')}". Giải thưởng: ${p.amount}.` },
  },
  // agent contracts: both sides of every change are told; p.side is the reader's (upline or downline), p.kind the
  // contract kind, p.rate the rate in percent, p.counterpart the other party's account
  contract_offered: {
    EN: {
      title: 'Contract offered',
      content: (p) =>
        p.side === 'upline'
          ? `You offered ${p.counterpart} a ${kindText.EN(p.kind)} contract at ${p.rate}%.`
          : `${p.counterpart} offered you a ${kindText.EN(p.kind)} contract at ${p.rate}%. Open the agent centre to accept or reject it.`,
    },
    TY: {
      title: 'May alok na kontrata',
      content: (p) =>
        p.side === 'upline'
          ? `Inalok mo si ${p.counterpart} ng kontratang ${kindText.TY(p.kind)} sa ${p.rate}%.`
          : `Inalok ka ni ${p.counterpart} ng kontratang ${kindText.TY(p.kind)} sa ${p.rate}%. Buksan ang agent centre para tanggapin o tanggihan ito.`,
    },
    vi: {
      title: 'Đề nghị hợp đồng',
      content: (p) =>
        p.side === 'upline'
          ? `Bạn đã đề nghị ${p.counterpart} hợp đồng ${kindText.vi(p.kind)} với tỷ lệ ${p.rate}%.`
          : `${p.counterpart} đã đề nghị bạn hợp đồng ${kindText.vi(p.kind)} với tỷ lệ ${p.rate}%. Mở trung tâm đại lý để chấp nhận hoặc từ chối.`,
    },
  },
  contract_accepted: {
    EN: {
      title: 'Contract accepted',
      content: (p) =>
        p.side === 'upline' ? `${p.counterpart} accepted your ${kindText.EN(p.kind)} contract at ${p.rate}%.` : `You accepted the ${kindText.EN(p.kind)} contract from ${p.counterpart} at ${p.rate}%.`,
    },
    TY: {
      title: 'Tinanggap ang kontrata',
      content: (p) =>
        p.side === 'upline'
          ? `Tinanggap ni ${p.counterpart} ang iyong kontratang ${kindText.TY(p.kind)} sa ${p.rate}%.`
          : `Tinanggap mo ang kontratang ${kindText.TY(p.kind)} mula kay ${p.counterpart} sa ${p.rate}%.`,
    },
    vi: {
      title: 'Hợp đồng đã được chấp nhận',
      content: (p) =>
        p.side === 'upline'
          ? `${p.counterpart} đã chấp nhận hợp đồng ${kindText.vi(p.kind)} của bạn với tỷ lệ ${p.rate}%.`
          : `Bạn đã chấp nhận hợp đồng ${kindText.vi(p.kind)} từ ${p.counterpart} với tỷ lệ ${p.rate}%.`,
    },
  },
  contract_rejected: {
    EN: {
      title: 'Contract rejected',
      content: (p) =>
        p.side === 'upline' ? `${p.counterpart} rejected your ${kindText.EN(p.kind)} contract at ${p.rate}%.` : `You rejected the ${kindText.EN(p.kind)} contract from ${p.counterpart} at ${p.rate}%.`,
    },
    TY: {
      title: 'Tinanggihan ang kontrata',
      content: (p) =>
        p.side === 'upline'
          ? `Tinanggihan ni ${p.counterpart} ang iyong kontratang ${kindText.TY(p.kind)} sa ${p.rate}%.`
          : `Tinanggihan mo ang kontratang ${kindText.TY(p.kind)} mula kay ${p.counterpart} sa ${p.rate}%.`,
    },
    vi: {
      title: 'Hợp đồng bị từ chối',
      content: (p) =>
        p.side === 'upline'
          ? `${p.counterpart} đã từ chối hợp đồng ${kindText.vi(p.kind)} của bạn với tỷ lệ ${p.rate}%.`
          : `Bạn đã từ chối hợp đồng ${kindText.vi(p.kind)} từ ${p.counterpart} với tỷ lệ ${p.rate}%.`,
    },
  },
  // p.by: you, counterpart or rule (the lower-rate rule: p.lowerRate is the upline's new rate)
  contract_terminated: {
    EN: {
      title: 'Contract terminated',
      content: (p) =>
        p.by === 'rule'
          ? `Your ${kindText.EN(p.kind)} contract with ${p.counterpart} at ${p.rate}% was terminated: the upline's own ${kindText.EN(p.kind)} rate is now ${p.lowerRate}%, lower than this contract's.`
          : p.by === 'operator'
            ? `The operator terminated your ${kindText.EN(p.kind)} contract with ${p.counterpart} at ${p.rate}%. It was in force until now and is settled up to now.`
            : p.by === 'you'
            ? `You terminated your ${kindText.EN(p.kind)} contract with ${p.counterpart} at ${p.rate}%.`
            : `${p.counterpart} terminated your ${kindText.EN(p.kind)} contract at ${p.rate}%.`,
    },
    TY: {
      title: 'Tinapos ang kontrata',
      content: (p) =>
        p.by === 'rule'
          ? `Tinapos ang iyong kontratang ${kindText.TY(p.kind)} kay ${p.counterpart} sa ${p.rate}%: ang sariling rate ng upline ay ${p.lowerRate}% na, mas mababa kaysa sa kontratang ito.`
          : p.by === 'operator'
            ? `Tinapos ng operator ang iyong kontratang ${kindText.TY(p.kind)} kay ${p.counterpart} sa ${p.rate}%. May bisa ito hanggang ngayon at binayaran hanggang ngayon.`
            : p.by === 'you'
            ? `Tinapos mo ang iyong kontratang ${kindText.TY(p.kind)} kay ${p.counterpart} sa ${p.rate}%.`
            : `Tinapos ni ${p.counterpart} ang iyong kontratang ${kindText.TY(p.kind)} sa ${p.rate}%.`,
    },
    vi: {
      title: 'Hợp đồng đã chấm dứt',
      content: (p) =>
        p.by === 'rule'
          ? `Hợp đồng ${kindText.vi(p.kind)} của bạn với ${p.counterpart} (tỷ lệ ${p.rate}%) đã bị chấm dứt: tỷ lệ ${kindText.vi(p.kind)} của chính cấp trên hiện là ${p.lowerRate}%, thấp hơn tỷ lệ của hợp đồng này.`
          : p.by === 'operator'
            ? `Nhà điều hành đã chấm dứt hợp đồng ${kindText.vi(p.kind)} của bạn với ${p.counterpart} (tỷ lệ ${p.rate}%). Hợp đồng có hiệu lực và được kết toán đến thời điểm này.`
            : p.by === 'you'
            ? `Bạn đã chấm dứt hợp đồng ${kindText.vi(p.kind)} với ${p.counterpart} (tỷ lệ ${p.rate}%).`
            : `${p.counterpart} đã chấm dứt hợp đồng ${kindText.vi(p.kind)} của bạn (tỷ lệ ${p.rate}%).`,
    },
  },
  contract_finished: {
    EN: { title: 'Contract finished', content: (p) => `Your ${kindText.EN(p.kind)} contract with ${p.counterpart} at ${p.rate}% reached its end date.` },
    TY: { title: 'Natapos ang kontrata', content: (p) => `Umabot na sa petsa ng pagtatapos ang iyong kontratang ${kindText.TY(p.kind)} kay ${p.counterpart} sa ${p.rate}%.` },
    vi: {
      title: 'Hợp đồng đã kết thúc',
      content: (p) => `Hợp đồng ${kindText.vi(p.kind)} của bạn với ${p.counterpart} (tỷ lệ ${p.rate}%) đã đến ngày kết thúc.`,
    },
  },
  // an operator's amendment (issue 29): p.rate is the contract's rate now, p.newRate the amended one from p.from (UTC)
  contract_amended: {
    EN: {
      title: 'Contract amended',
      content: (p) =>
        `The operator amended your ${kindText.EN(p.kind)} contract with ${p.counterpart}: from ${p.from} (UTC) it pays ${p.newRate}% instead of ${p.rate}%${p.conditions === 'changed' ? ', under new conditions' : ''}. Until then the present terms apply.`,
    },
    TY: {
      title: 'Binago ang kontrata',
      content: (p) =>
        `Binago ng operator ang iyong kontratang ${kindText.TY(p.kind)} kay ${p.counterpart}: mula ${p.from} (UTC) ito ay magbabayad ng ${p.newRate}% sa halip na ${p.rate}%${p.conditions === 'changed' ? ', sa ilalim ng mga bagong kondisyon' : ''}. Hanggang doon, ang kasalukuyang mga tuntunin ang umiiral.`,
    },
    vi: {
      title: 'Hợp đồng đã được sửa đổi',
      content: (p) =>
        `Nhà điều hành đã sửa đổi hợp đồng ${kindText.vi(p.kind)} của bạn với ${p.counterpart}: từ ${p.from} (UTC), hợp đồng trả ${p.newRate}% thay vì ${p.rate}%${p.conditions === 'changed' ? ', kèm theo điều kiện mới' : ''}. Trước thời điểm đó, các điều khoản hiện tại vẫn được áp dụng.`,
    },
  },
  // the paying upline lacked funds: retried at every run of the job
  contract_payment_unpaid: {
    EN: { title: 'Contract payment pending', content: (p) => `The ${kindText.EN(p.kind)} of ${p.amount} for ${p.counterpart} (${p.period}) could not be paid from your main wallet. It is retried automatically.` },
    TY: {
      title: 'Nakabinbing bayad ng kontrata',
      content: (p) => `Hindi mabayaran mula sa iyong pangunahing wallet ang ${kindText.TY(p.kind)} na ${p.amount} para kay ${p.counterpart} (${p.period}). Awtomatiko itong susubukan muli.`,
    },
    vi: {
      title: 'Khoản chi trả hợp đồng đang chờ xử lý',
      content: (p) =>
        `Khoản ${kindText.vi(p.kind)} ${p.amount} cho ${p.counterpart} (${p.period}) chưa thể chi trả từ ví chính của bạn. Hệ thống sẽ tự động thử lại.`,
    },
  },
  // loyalty (issue 14): VIP tier changes and notices; tier names come in their languages (namedParams)
  vip_upgrade: {
    EN: { title: 'VIP upgrade', content: (p) => `Congratulations! You moved up to ${named(p, 'tier', 'EN')}. Its benefits apply from now on.` },
    TY: { title: 'Umakyat sa VIP', content: (p) => `Binabati kita! Umakyat ka sa ${named(p, 'tier', 'TY')}. Ang mga benepisyo nito ay para sa iyo simula ngayon.` },
    vi: { title: 'Thăng cấp VIP', content: (p) => `Chúc mừng bạn! Bạn đã được thăng lên cấp ${named(p, 'tier', 'vi')}. Các quyền lợi của cấp này được áp dụng từ bây giờ.` },
  },
  vip_downgrade: {
    EN: { title: 'VIP tier reviewed', content: (p) => `At the review on ${p.date} your tier changed to ${named(p, 'tier', 'EN')}: your valid turnover over the last ${p.days} days was below the ${p.keep} that ${named(p, 'from', 'EN')} needs. Play to move up again.` },
    TY: { title: 'Nasuri ang VIP tier', content: (p) => `Sa pagsusuri noong ${p.date}, naging ${named(p, 'tier', 'TY')} ang iyong tier: ang valid turnover mo sa huling ${p.days} araw ay mas mababa sa ${p.keep} na kailangan ng ${named(p, 'from', 'TY')}. Maglaro para umakyat muli.` },
    vi: {
      title: 'Kết quả xét duyệt cấp VIP',
      content: (p) =>
        `Tại kỳ xét duyệt ngày ${p.date}, cấp của bạn đã chuyển thành ${named(p, 'tier', 'vi')}: cược hợp lệ của bạn trong ${p.days} ngày gần nhất thấp hơn mức ${p.keep} mà cấp ${named(p, 'from', 'vi')} yêu cầu. Hãy tiếp tục chơi để lên cấp lại.`,
    },
  },
  vip_notice: {
    EN: { title: 'VIP review coming', content: (p) => `Your ${named(p, 'tier', 'EN')} tier is reviewed on ${p.date}. To keep it, reach a valid turnover of ${p.keep} over the last ${p.days} days (now ${p.turnover}).` },
    TY: { title: 'Paparating ang VIP review', content: (p) => `Susuriin ang iyong ${named(p, 'tier', 'TY')} tier sa ${p.date}. Para manatili rito, umabot sa valid turnover na ${p.keep} sa huling ${p.days} araw (ngayon ${p.turnover}).` },
    vi: {
      title: 'Sắp đến kỳ xét duyệt VIP',
      content: (p) =>
        `Cấp ${named(p, 'tier', 'vi')} của bạn sẽ được xét duyệt vào ngày ${p.date}. Để giữ cấp, hãy đạt mức cược hợp lệ ${p.keep} trong ${p.days} ngày gần nhất (hiện tại: ${p.turnover}).`,
    },
  },
  vip_operator: {
    EN: { title: 'VIP tier updated', content: (p) => `Your VIP tier is now ${named(p, 'tier', 'EN')}.${p.remark ? ` ${p.remark}` : ''}` },
    TY: { title: 'Na-update ang VIP tier', content: (p) => `Ang iyong VIP tier ay ${named(p, 'tier', 'TY')} na ngayon.${p.remark ? ` ${p.remark}` : ''}` },
    vi: { title: 'Cấp VIP đã được cập nhật', content: (p) => `Cấp VIP của bạn hiện là ${named(p, 'tier', 'vi')}.${p.remark ? ` ${p.remark}` : ''}` },
  },
  // points mall, invite friends and feedback (issue 14): an item's name comes in its languages (namedParams);
  // a reward as rewardKind (points, cash, bonus) with points or amount
  points_redemption_approved: {
    EN: { title: 'Redemption approved', content: (p) => `Your redemption ${p.referenceNo} of "${named(p, 'name', 'EN')}" was approved${p.remark ? `: ${p.remark}` : '.'}` },
    TY: { title: 'Aprubado ang redemption', content: (p) => `Naaprubahan ang iyong redemption ${p.referenceNo} ng "${named(p, 'name', 'TY')}"${p.remark ? `: ${p.remark}` : '.'}` },
    vi: {
      title: 'Yêu cầu đổi quà đã được duyệt',
      content: (p) => `Yêu cầu đổi "${named(p, 'name', 'vi')}" (mã ${p.referenceNo}) của bạn đã được duyệt${p.remark ? `: ${p.remark}` : '.'}`,
    },
  },
  points_redemption_rejected: {
    EN: { title: 'Redemption rejected', content: (p) => `Your redemption ${p.referenceNo} of "${named(p, 'name', 'EN')}" was rejected${p.remark ? `: ${p.remark}` : ''}. ${p.points} points are back in your balance.` },
    TY: {
      title: 'Tinanggihan ang redemption',
      content: (p) => `Tinanggihan ang iyong redemption ${p.referenceNo} ng "${named(p, 'name', 'TY')}"${p.remark ? `: ${p.remark}` : ''}. Naibalik na ang ${p.points} puntos sa iyong balance.`,
    },
    vi: {
      title: 'Yêu cầu đổi quà bị từ chối',
      content: (p) =>
        `Yêu cầu đổi "${named(p, 'name', 'vi')}" (mã ${p.referenceNo}) của bạn đã bị từ chối${p.remark ? `: ${p.remark}` : ''}. ${p.points} điểm đã được hoàn lại vào số dư điểm của bạn.`,
    },
  },
  referral_rewarded: {
    EN: { title: 'Invite reward earned', content: (p) => `Your friend ${p.friend} qualified. You earned ${rewardText.EN(p)}.` },
    TY: { title: 'Nakuha ang gantimpala sa pag-imbita', content: (p) => `Kwalipikado na ang iyong kaibigang si ${p.friend}. Nakakuha ka ng ${rewardText.TY(p)}.` },
    vi: { title: 'Đã nhận thưởng giới thiệu', content: (p) => `Người bạn ${p.friend} mà bạn mời đã đủ điều kiện. Bạn nhận được ${rewardText.vi(p)}.` },
  },
  referral_qualified: {
    EN: { title: 'Friend qualified', content: (p) => `Your friend ${p.friend} qualified. You have reached the most rewarded friends the rules allow.` },
    TY: { title: 'Kwalipikado ang kaibigan', content: (p) => `Kwalipikado na ang iyong kaibigang si ${p.friend}. Naabot mo na ang pinakamaraming kaibigang may gantimpala ayon sa patakaran.` },
    vi: {
      title: 'Bạn bè đã đủ điều kiện',
      content: (p) => `Người bạn ${p.friend} mà bạn mời đã đủ điều kiện. Bạn đã đạt số lượng bạn bè được thưởng tối đa theo quy định.`,
    },
  },
  feedback_replied: {
    EN: { title: 'Reply to your feedback', content: (p) => `We replied to your ${feedbackCategoryText.EN(p.category)} feedback: ${p.reply}` },
    TY: { title: 'Sagot sa iyong feedback', content: (p) => `Sinagot namin ang iyong feedback tungkol sa ${feedbackCategoryText.TY(p.category)}: ${p.reply}` },
    vi: { title: 'Phản hồi góp ý của bạn', content: (p) => `Chúng tôi đã phản hồi góp ý ${feedbackCategoryText.vi(p.category)} của bạn: ${p.reply}` },
  },
} satisfies Record<string, Record<Language, Template>>;

// words of the loyalty templates above (called when a message is rendered)
/** A loyalty reward as messages word it (params rewardKind, points, amount). */
const rewardText = {
  EN: (p: MessageParams) => (p.rewardKind === 'points' ? `${p.points} points` : p.rewardKind === 'bonus' ? `a bonus of ${p.amount}` : `${p.amount} in cash`),
  TY: (p: MessageParams) => (p.rewardKind === 'points' ? `${p.points} puntos` : p.rewardKind === 'bonus' ? `bonus na ${p.amount}` : `${p.amount} na cash`),
  vi: (p: MessageParams) => (p.rewardKind === 'points' ? `${p.points} điểm` : p.rewardKind === 'bonus' ? `tiền thưởng ${p.amount}` : `${p.amount} tiền mặt`),
};
const feedbackCategories: Record<Language, Record<string, string>> = {
  EN: { suggestion: 'suggestion', bug: 'bug report', payment: 'payment', game: 'game', other: 'general' },
  TY: { suggestion: 'mungkahi', bug: 'aberya', payment: 'bayad', game: 'laro', other: 'iba pa' },
  vi: { suggestion: 'dạng đề xuất', bug: 'báo lỗi', payment: 'về thanh toán', game: 'về trò chơi', other: 'chung' },
};
const feedbackCategoryText = {
  EN: (category: string | undefined) => feedbackCategories.EN[category ?? ''] ?? category ?? '',
  TY: (category: string | undefined) => feedbackCategories.TY[category ?? ''] ?? category ?? '',
  vi: (category: string | undefined) => feedbackCategories.vi[category ?? ''] ?? category ?? '',
};

/** the words of a responsible-gaming limit's kind and period in a message */
const limitWords: Record<Language, { kind: Record<string, string>; period: Record<string, string> }> = {
  EN: { kind: { deposit: 'deposit', loss: 'loss', wager: 'wager', session: 'session time' }, period: { daily: 'day', weekly: 'week', monthly: 'month' } },
  TY: { kind: { deposit: 'deposito', loss: 'talo', wager: 'taya', session: 'oras ng session' }, period: { daily: 'araw', weekly: 'linggo', monthly: 'buwan' } },
  vi: {
    kind: { deposit: 'nạp tiền', loss: 'thua lỗ', wager: 'tiền cược', session: 'thời gian mỗi phiên' },
    period: { daily: 'ngày', weekly: 'tuần', monthly: 'tháng' },
  },
};

export type MessageKey = keyof typeof texts;

export const messageKeys = Object.keys(texts) as MessageKey[];

/** The params that hold an amount, stored as plain decimal text in the brand's currency (decimalString); a limit's `value` may be minutes ("60 min"). */
const MONEY_PARAMS = ['amount', 'keep', 'turnover', 'refund', 'value'];
const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

/** The params with their amounts written as the reader writes money (1.000.000 ₫ in vi, ₱1,000.00 in EN). */
function withMoneyWritten(params: MessageParams, money: MoneyFormat): MessageParams {
  const written = { ...params };
  for (const name of MONEY_PARAMS) {
    const value = params[name];
    if (value !== undefined && PLAIN_DECIMAL.test(value)) written[name] = formatMoney(majorToMinor(Number(value), money.digits), money);
  }
  return written;
}

/**
 * The message in a language, or null for a key this server does not know (the stored English text is shown then).
 * `money`: the brand's money format in the reader's language, so amounts read as money; without it (a push written
 * off the request) they stay plain figures.
 */
export function renderMessage(key: string | null, params: MessageParams, language: Language, money?: MoneyFormat): { title: string; content: string } | null {
  const template = key && key in texts ? texts[key as MessageKey][language] : undefined;
  if (!template) return null;
  return { title: template.title, content: template.content(money ? withMoneyWritten(params, money) : params) };
}

/** The English text stored with a message. */
export function englishMessage(key: MessageKey, params: MessageParams) {
  return renderMessage(key, params, 'EN')!;
}
