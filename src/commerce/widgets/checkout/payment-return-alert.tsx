/** Why the payer is back on the checkout (spec §8: the payment's error code), above the form. */
export function PaymentReturnAlert({ message }: { message: string }) {
  return (
    <p
      role="alert"
      className="rounded-lg border border-red-700 bg-red-50 px-4 py-3 font-medium text-red-800"
    >
      {message}
    </p>
  )
}
