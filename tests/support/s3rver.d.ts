// The package ships no types: what tests/support/s3-store.ts uses of it.
declare module '@20minutes/s3rver' {
  import type { AddressInfo } from 'node:net'

  export default class S3rver {
    constructor(options: {
      address?: string
      port?: number
      silent?: boolean
      directory?: string
      configureBuckets?: { name: string }[]
    })
    run(): Promise<AddressInfo>
    close(): Promise<void>
  }
}
