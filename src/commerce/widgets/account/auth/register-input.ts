import type { z } from 'zod'

import type { CreateAccountInput } from '@/commerce/client/generated/graphql'

import type { registerFormSchema } from './rules'

/** The register form as typed: every text a string, business fields kept while hidden. */
export type RegisterValues = {
  customerType: 'PRIVATE' | 'BUSINESS'
  companyName: string
  chamberOfCommerceNumber: string
  vatNumber: string
  firstName: string
  lastName: string
  email: string
  emailConfirmation: string
  password: string
  passwordConfirmation: string
  subscribed: boolean
}

export type RegisterOutput = z.output<ReturnType<typeof registerFormSchema>>

export const registerDefaults: RegisterValues = {
  customerType: 'PRIVATE',
  companyName: '',
  chamberOfCommerceNumber: '',
  vatNumber: '',
  firstName: '',
  lastName: '',
  email: '',
  emailConfirmation: '',
  password: '',
  passwordConfirmation: '',
  subscribed: false,
}

/** The fields a createAccount error may name (`input.<field>`). */
export const registerFields = [
  'customerType',
  'companyName',
  'chamberOfCommerceNumber',
  'vatNumber',
  'firstName',
  'lastName',
  'email',
  'password',
  'passwordConfirmation',
] as const

/** createAccount's input: a private customer sends no business data, whatever was typed. */
export function createAccountInput(output: RegisterOutput): CreateAccountInput {
  const business = output.customerType === 'BUSINESS'
  return {
    customerType: output.customerType,
    companyName: business ? output.companyName : null,
    kvkNumber: business ? output.chamberOfCommerceNumber : null,
    vatNumber: business ? output.vatNumber : null,
    firstName: output.firstName,
    lastName: output.lastName,
    email: output.email,
    password: output.password,
    passwordConfirmation: output.passwordConfirmation,
    subscribed: output.subscribed,
  }
}
