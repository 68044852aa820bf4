// The audit log's words: each action, and the name of each field a change is told by, in both
// official languages.
import type { Lang } from '../../contract/provinces';

type Words = { auditAction: Record<string, string>; auditField: Record<string, string> };

const en: Words = {
  auditAction: {
    'status.set': 'Status published',
    'status.confirm': 'Status confirmed',
    'schedule.set': 'Closure scheduled',
    'schedule.cancel': 'Schedule cancelled',
    'notice.publish': 'Notice published',
    'signin.ok': 'Signed in',
    'signin.failed': 'Sign-in refused',
    'signin.locked': 'Sign-in paused',
    'enrol.failed': 'Enrolment refused',
    'passkey.add': 'Passkey added',
    signout: 'Signed out',
    'enrol.password': 'Enrolled with a password',
    'enrol.passkey': 'Enrolled with a passkey',
    'user.create': 'Account created',
    'user.revoke': 'Account revoked',
    'user.reset': 'Account reset',
    'user.organisation': 'Organisation renamed',
  },
  auditField: {
    status: 'status',
    message: 'message',
    message_fr: 'French message',
    expected_reopen: 'reopening',
    updated_at: 'last change',
    source: 'from',
    confirmed_at: 'confirmed',
    confirmed_by: 'confirmed by',
    scheduled: 'scheduled',
    email: 'email',
    role: 'role',
    organisation: 'organisation',
    scope: 'scope',
    revoked_at: 'revoked',
    has_password: 'password',
    has_passkey: 'passkey',
    method: 'by',
  },
};

const fr: Words = {
  auditAction: {
    'status.set': 'Statut publié',
    'status.confirm': 'Statut confirmé',
    'schedule.set': 'Fermeture prévue',
    'schedule.cancel': 'Périodes prévues annulées',
    'notice.publish': 'Avis publié',
    'signin.ok': 'Connexion',
    'signin.failed': 'Connexion refusée',
    'signin.locked': 'Connexion suspendue',
    'enrol.failed': 'Inscription refusée',
    'passkey.add': 'Clé d’accès ajoutée',
    signout: 'Déconnexion',
    'enrol.password': 'Inscription avec mot de passe',
    'enrol.passkey': 'Inscription avec clé d’accès',
    'user.create': 'Compte créé',
    'user.revoke': 'Compte révoqué',
    'user.reset': 'Compte réinitialisé',
    'user.organisation': 'Organisation renommée',
  },
  auditField: {
    status: 'statut',
    message: 'message',
    message_fr: 'message en français',
    expected_reopen: 'réouverture',
    updated_at: 'dernier changement',
    source: 'provenance',
    confirmed_at: 'confirmé',
    confirmed_by: 'confirmé par',
    scheduled: 'périodes prévues',
    email: 'courriel',
    role: 'rôle',
    organisation: 'organisation',
    scope: 'portée',
    revoked_at: 'révoqué',
    has_password: 'mot de passe',
    has_passkey: 'clé d’accès',
    method: 'moyen',
  },
};

export const AUDIT_WORDS: Readonly<Record<Lang, Words>> = { en, fr };
