import { describe, expect, it } from 'vitest'

import { singleFlight } from '@/components/captcha/single-flight'

describe('one captcha verification at a time', () => {
  it('shares the verification under way with a submit that asks meanwhile', async () => {
    let started = 0
    let answer: (token: string) => void = () => {}
    const verify = singleFlight(
      () =>
        new Promise<string>((resolve) => {
          started += 1
          answer = resolve
        }),
    )
    const onLoad = verify()
    const onSubmit = verify()
    answer('token-1')
    expect(await Promise.all([onLoad, onSubmit])).toEqual(['token-1', 'token-1'])
    expect(started).toBe(1)
  })

  it('starts another once the last has answered, even when it failed', async () => {
    let started = 0
    const verify = singleFlight(async () => {
      started += 1
      if (started === 1) throw new Error('challenge refused')
      return `token-${started}`
    })
    await expect(verify()).rejects.toThrow('challenge refused')
    expect(await verify()).toBe('token-2')
    expect(started).toBe(2)
  })
})
