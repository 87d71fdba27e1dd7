import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'

import { paymentReturnText } from '@/commerce/widgets/checkout/errors'
import { PaymentReturnAlert } from '@/commerce/widgets/checkout/payment-return-alert'
import RetryPayment from '@/commerce/widgets/checkout/retry-payment.client'
import { paymentTexts } from '@/commerce/widgets/checkout/texts'

import { mockCheckoutGateway } from './checkout-gateway'
import { digitalOrder, placedView, texts } from './fixtures'
import { CheckoutFrame, desktop, mobile } from './frame'

type Args = { code: string }

const failed = placedView(digitalOrder, {
  status: 'PENDING',
  paymentStatus: 'failed',
  canRetryPayment: true,
})

/**
 * Back from a failed payment (/paiement/?error=2037&order=…): why, above the retry-payment
 * view (the order's payment step only). Codes: 2035 fraud, 2036 retry limit, 2037 failed,
 * 2038 canceled, 2039 expired.
 */
function PaymentReturnPage({ code }: Args) {
  const message = paymentReturnText(code, paymentTexts(texts)) ?? ''
  return (
    <CheckoutFrame title={texts.title}>
      <div className="flex flex-col gap-6">
        <PaymentReturnAlert message={message} />
        <RetryPayment
          uuid={failed.uuid}
          texts={texts}
          locale="fr"
          termsHref="#cgv"
          checkoutHref="#paiement"
          fallback={<p>{texts.empty}</p>}
        />
      </div>
    </CheckoutFrame>
  )
}

const meta = {
  title: 'Checkout/PaymentReturn',
  component: PaymentReturnPage,
  args: { code: '2037' },
  argTypes: {
    code: { control: 'inline-radio', options: ['2035', '2036', '2037', '2038', '2039'] },
  },
  beforeEach: () => mockCheckoutGateway('works', digitalOrder, failed),
} satisfies Meta<typeof PaymentReturnPage>

export default meta
type Story = StoryObj<typeof meta>

export const Failed: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('alert')).toHaveTextContent(texts.paymentFailed)
    await expect(await page.findByRole('form', { name: texts.retryTitle })).toBeVisible()
  },
}
export const FailedMobile: Story = { ...Failed, globals: mobile }
export const Canceled: Story = { globals: desktop, args: { code: '2038' } }
export const Expired: Story = { globals: desktop, args: { code: '2039' } }
export const Fraud: Story = { globals: desktop, args: { code: '2035' } }
export const RetryLimit: Story = { globals: desktop, args: { code: '2036' } }
