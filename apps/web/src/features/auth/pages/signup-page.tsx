import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { Alert, Anchor, Button, Container, Group, Paper, Progress, Stack, Stepper, Text, Title } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconBuildingFactory2, IconLock } from '@tabler/icons-react'
import { useTranslation } from '../../../lib/i18n-react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { ZSignupRequestSchema } from '@nexo/shared'
import type { CaptchaWidgetHandle } from '../../../components/captcha/captcha-field'
import { usePageMeta } from '../../../lib/page-meta'
import { paths } from '../../../config/paths'
import { errorCodeOf } from '../../../lib/api-error'
import { errorCodeMessage, serverFieldIssues } from '../../../lib/form-errors'
import { currentLanguage } from '../../../lib/i18n'
import { notifyErrorCode } from '../../../lib/notify'
import { useClaimStart } from '../api/get-claim-start'
import { useSignUp } from '../api/sign-up'
import { StepAddress } from '../components/signup/step-address'
import { StepCapabilities } from '../components/signup/step-capabilities'
import { StepCompany } from '../components/signup/step-company'
import { StepConsent } from '../components/signup/step-consent'
import { StepProfile } from '../components/signup/step-profile'
import type { StepFieldError } from '../components/signup/step-shared'
import { StepStatistics } from '../components/signup/step-statistics'
import { StepUser } from '../components/signup/step-user'
import {
  clearDraft,
  hasDraftContent,
  loadDraft,
  saveDraft,
  SIGNUP_SECTIONS,
  SIGNUP_STEP_COUNT,
  type SignupSection,
  type SignupValues,
  type StepValues,
  stepOfIssuePath,
} from '../utils/signup-draft'
import type { FinishSignupState } from './activation-result-pages'

interface PlacedError extends StepFieldError {
  step: number
}

/** The failures found on the first step that has any, so that step can open with them. */
function firstStepErrors(errors: readonly PlacedError[]): PlacedError[] {
  const first = Math.min(...errors.map((e) => e.step))
  return errors.filter((e) => e.step === first)
}

/** /signup: seven steps, one form and one shared schema each; progress kept in a draft. */
export function SignupPage() {
  const { t } = useTranslation('auth')
  const { t: tPages } = useTranslation('pages')
  usePageMeta({ title: t('signup.title'), description: tPages('signup.description') })
  const navigate = useNavigate()
  const isWide = useMediaQuery('(min-width: 75em)', true, { getInitialValueInEffect: false })
  const signUp = useSignUp()
  const captchaRef = useRef<CaptchaWidgetHandle>(null)
  const finished = useRef(false)
  const stepHeading = useRef<HTMLHeadingElement>(null)
  const stepCard = useRef<HTMLDivElement>(null)
  const shownStep = useRef<number | null>(null)

  const [initial] = useState(() => loadDraft())
  const [restored, setRestored] = useState(() => hasDraftContent(initial))
  const [step, setStep] = useState(initial?.step ?? 0)
  const [values, setValues] = useState<SignupValues>(initial?.values ?? {})
  const [logoUrl, setLogoUrl] = useState<string | undefined>(initial?.logoUrl)
  const [errors, setErrors] = useState<PlacedError[]>([])

  // /signup?claim=<company>: claiming a registry profile (ADR 055). The steps start from the registry's data, and the
  // claim goes with the sign-up; the id stays in the address, so a reload keeps claiming.
  const [searchParams] = useSearchParams()
  const claimParam = searchParams.get('claim')
  const claimStart = useClaimStart(claimParam && /^[0-9a-f-]{36}$/i.test(claimParam) ? claimParam : null)
  const claim = claimStart.data ?? null
  const prefilledFor = useRef<string | null>(null)
  useEffect(() => {
    if (!claim || prefilledFor.current === claim.companyId) return
    prefilledFor.current = claim.companyId
    // The registry's data fills what the draft leaves empty; whatever the person already typed stays.
    const fill = (section: SignupSection, from: StepValues) =>
      Object.fromEntries(Object.entries(from).filter(([, v]) => v !== null && v !== '').map(([k, v]) => [k, (values[section] ?? {})[k] || v]))
    setValues((prev) => ({
      ...prev,
      company: { ...prev.company, ...fill('company', { tradeName: claim.tradeName, legalName: claim.legalName, sector: claim.sector, website: claim.website }) },
      address: { ...prev.address, ...fill('address', { country: claim.country, state: claim.state, city: claim.city, suburb: claim.suburb, street: claim.street, postalCode: claim.postalCode }) },
      profile: { ...prev.profile, categoryIds: (prev.profile?.categoryIds as number[] | undefined)?.length ? prev.profile?.categoryIds : claim.categoryIds },
    }))
  }, [claim, values])

  useEffect(() => {
    if (!finished.current) saveDraft({ step, values, logoUrl })
  }, [step, values, logoUrl])

  // A new step starts at its top, and screen readers hear its name (not on the first render).
  // A step opened to show failures focuses its first failing field instead: moving focus away
  // would blur that field, and its on-blur check would wipe the server's message.
  const hasStepErrors = errors.some((e) => e.step === step)
  useEffect(() => {
    if (shownStep.current !== null && shownStep.current !== step && !hasStepErrors) {
      stepCard.current?.scrollIntoView({ block: 'start' })
      stepHeading.current?.focus({ preventScroll: true })
    }
    shownStep.current = step
  }, [step, hasStepErrors])

  const section: SignupSection = SIGNUP_SECTIONS[step] ?? 'user'
  const onChange = useCallback((next: StepValues) => setValues((prev) => ({ ...prev, [section]: next })), [section])
  const stepErrors = useMemo(() => errors.filter((e) => e.step === step), [errors, step])

  const goTo = (next: number) => {
    setErrors([])
    setStep(Math.min(Math.max(next, 0), SIGNUP_STEP_COUNT - 1))
  }

  const openWithErrors = (placed: PlacedError[]) => {
    const firstErrors = firstStepErrors(placed)
    setErrors(firstErrors)
    setStep(firstErrors[0]?.step ?? step)
  }

  const onSubmit = async () => {
    const request = { ...values, user: { ...values.user, language: currentLanguage() }, ...(claim ? { claimCompanyId: claim.companyId } : {}) }
    const parsed = ZSignupRequestSchema.safeParse(request)
    if (!parsed.success) {
      // A step filled before a reload misses its password, or a rule changed: open the first step that fails.
      const placed = parsed.error.issues.flatMap((issue) => {
        const where = stepOfIssuePath(issue.path.map(String))
        return where ? [{ ...where, message: issue.message }] : []
      })
      if (placed.length > 0) openWithErrors(placed)
      return
    }
    try {
      const answer = await signUp.mutateAsync(parsed.data)
      finished.current = true
      clearDraft()
      const state: FinishSignupState = { email: answer.email, ...(answer.claimMethod ? { claimMethod: answer.claimMethod } : {}) }
      void navigate(paths.finishSignup, { state, replace: true })
    } catch (error) {
      const code = errorCodeOf(error)
      const refusal = (step: number, section: SignupSection, field: string): PlacedError => ({
        step,
        field,
        message: errorCodeMessage(code),
        refused: { value: values[section]?.[field] },
      })
      if (code === 'COMPANY_CLAIM_NOT_AVAILABLE') {
        void claimStart.refetch()
        return notifyErrorCode(code)
      }
      if (code === 'SIGNUP_EMAIL_TAKEN') return openWithErrors([refusal(0, 'user', 'email')])
      if (code === 'COMPANY_RFC_TAKEN') return openWithErrors([refusal(1, 'company', values.company?.isForeign === true ? 'taxId' : 'rfc')])
      if (code === 'CAPTCHA_FAILED') {
        captchaRef.current?.reset()
        return openWithErrors([{ step: 6, field: 'captcha', message: errorCodeMessage(code) }])
      }
      const placed = serverFieldIssues(error).flatMap((issue) => {
        const where = stepOfIssuePath(issue.path)
        return where ? [{ ...where, message: issue.message }] : []
      })
      if (placed.length > 0) return openWithErrors(placed)
      notifyErrorCode(code)
    }
  }

  const common = { defaultValues: values[section] ?? {}, onChange, initialErrors: stepErrors, onBack: () => goTo(step - 1), onNext: () => goTo(step + 1) }
  const stepLabels = SIGNUP_SECTIONS.map((s) => t(`signup.steps.${s}`))

  let content
  switch (section) {
    case 'user':
      content = <StepUser {...common} onBack={undefined} />
      break
    case 'company':
      content = <StepCompany {...common} logoUrl={logoUrl} onLogoUrl={setLogoUrl} />
      break
    case 'address':
      content = <StepAddress {...common} />
      break
    case 'capabilities':
      content = <StepCapabilities {...common} />
      break
    case 'statistics':
      content = <StepStatistics {...common} />
      break
    case 'profile':
      content = <StepProfile {...common} />
      break
    case 'consent':
      content = (
        <StepConsent
          {...common}
          onNext={() => void onSubmit()}
          values={values}
          logoUrl={logoUrl}
          onEdit={goTo}
          submitting={signUp.isPending}
          captchaRef={captchaRef}
        />
      )
      break
  }

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1}>{t('signup.title')}</Title>
          <Text c="dimmed" size="lg">
            {t('signup.description')}
          </Text>
        </Stack>

        {claim ? (
          <Alert color="nexo" variant="light" icon={<IconBuildingFactory2 aria-hidden />} title={t('signup.claim.title', { name: claim.tradeName })}>
            <Text size="sm">{claim.websiteDomain ? t('signup.claim.byDomain', { domain: claim.websiteDomain }) : t('signup.claim.byTeam')}</Text>
          </Alert>
        ) : claimStart.isError ? (
          <Alert color="orange" variant="light" title={t('signup.claim.unavailableTitle')}>
            <Text size="sm">{t('signup.claim.unavailable')}</Text>
          </Alert>
        ) : null}

        {restored ? (
          <Alert color="nexo" variant="light" icon={<IconLock aria-hidden />} withCloseButton onClose={() => setRestored(false)} closeButtonLabel={t('signup.dismiss')}>
            <Stack gap="xs">
              <Text size="sm">{t('signup.restored')}</Text>
              <Group gap="sm">
                {step > 0 ? (
                  <Button size="compact-sm" variant="light" onClick={() => goTo(0)}>
                    {t('signup.goToPassword')}
                  </Button>
                ) : null}
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="gray"
                  onClick={() => {
                    clearDraft()
                    setValues({})
                    setLogoUrl(undefined)
                    setRestored(false)
                    goTo(0)
                  }}
                >
                  {t('signup.startOver')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : null}

        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} ref={stepCard} style={{ scrollMarginTop: 80 }}>
          {isWide ? (
            <Stepper active={step} onStepClick={goTo} allowNextStepsSelect={false} size="xs" iconSize={30} mb="xl" aria-label={t('signup.progress')}>
              {stepLabels.map((label, index) => (
                <Stepper.Step key={label} label={label} aria-current={index === step ? 'step' : undefined} />
              ))}
            </Stepper>
          ) : (
            <Stack gap={6} mb="lg">
              <Text size="sm" fw={600}>
                {t('signup.stepOf', { current: step + 1, total: SIGNUP_STEP_COUNT, label: stepLabels[step] })}
              </Text>
              <Progress value={((step + 1) / SIGNUP_STEP_COUNT) * 100} aria-label={t('signup.progress')} size="sm" />
            </Stack>
          )}
          <Title order={2} size="h3" mb="md" ref={stepHeading} tabIndex={-1} style={{ outline: 'none' }}>
            {stepLabels[step]}
          </Title>
          <div key={`${section}-${claim?.companyId ?? ''}`}>{content}</div>
        </Paper>

        <Text ta="center" size="sm">
          {t('signup.haveAccount')}{' '}
          <Anchor component={Link} to={paths.signin()} fw={600}>
            {t('signup.signIn')}
          </Anchor>
        </Text>
      </Stack>
    </Container>
  )
}
