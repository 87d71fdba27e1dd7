/**
 * Spec §9's delivery promises beyond the dates: standard mail's next-day claim (98 %), when a
 * posted card that has not arrived is worth contacting us (after 5 working days), and when the
 * gift-card support checks an e-mailed card that has not arrived (after 30 minutes).
 */
export const DELIVERY_SUPPORT = {
  nextDayPercent: 98,
  postedContactAfterWorkingDays: 5,
  digitalCheckAfterMinutes: 30,
} as const

/** The values the delivery notes' messages are filled with ({percent}, {days}, {minutes}). */
export const deliverySupportValues = {
  percent: DELIVERY_SUPPORT.nextDayPercent,
  days: DELIVERY_SUPPORT.postedContactAfterWorkingDays,
  minutes: DELIVERY_SUPPORT.digitalCheckAfterMinutes,
}
