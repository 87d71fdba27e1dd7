/**
 * The Dutch banks of iDEAL, with Mollie's issuer ids (`ideal_<BIC>`): the list the checkout
 * offers when the store has iDEAL. Static because it changes a few times a decade.
 */
export const IDEAL_BANKS: readonly { id: string; issuer: string }[] = [
  { id: 'ideal_ABNANL2A', issuer: 'ABN AMRO' },
  { id: 'ideal_ASNBNL21', issuer: 'ASN Bank' },
  { id: 'ideal_BUNQNL2A', issuer: 'bunq' },
  { id: 'ideal_INGBNL2A', issuer: 'ING' },
  { id: 'ideal_KNABNL2H', issuer: 'Knab' },
  { id: 'ideal_NTSBDEB1', issuer: 'N26' },
  { id: 'ideal_NNBANL2G', issuer: 'Nationale-Nederlanden' },
  { id: 'ideal_RABONL2U', issuer: 'Rabobank' },
  { id: 'ideal_RBRBNL21', issuer: 'RegioBank' },
  { id: 'ideal_REVOLT21', issuer: 'Revolut' },
  { id: 'ideal_SNSBNL2A', issuer: 'SNS' },
  { id: 'ideal_TRIONL2U', issuer: 'Triodos Bank' },
  { id: 'ideal_FVLBNL22', issuer: 'Van Lanschot Kempen' },
  { id: 'ideal_BITSNL2A', issuer: 'Yoursafe' },
]
