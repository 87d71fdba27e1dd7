import { expect, test } from '@playwright/test'

test('the seeded admin logs in to /admin and sees the stores', async ({ page }) => {
  await page.goto('/admin/')
  await page.getByLabel(/e-mail/i).fill('e2e-admin@example.com')
  await page.getByLabel(/mot de passe/i).fill('e2e-password-1234')
  await page.getByRole('button', { name: /connexion|se connecter/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  await page.goto('/admin/collections/stores/')
  await expect(page.getByText('Carte Cadeau').first()).toBeVisible()
})
