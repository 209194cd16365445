import { z } from 'zod';

/** Organisation administration: members, roles and pending invitations (issue 15). */
export const MEMBER_ROLES = ['admin', 'member'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
export const MEMBER_ROLE_LABELS: Record<MemberRole, string> = {
  admin: 'Administrator',
  member: 'Member',
};

export const MEMBER_MESSAGES = {
  noSession: 'No active session',
  noOrganisation: 'No organisation found for user',
  // In the style of the spec's 'Only organisation administrators can invite users'.
  notAdmin: 'Only organisation administrators can manage members',
  notAdminActivity: 'Only organisation administrators can view the activity log',
  memberNotFound: 'This person is not a member of your organisation',
  invitationNotFound:
    'This invitation was not found. It may have been accepted or revoked already.',
  lastAdmin:
    'An organisation must always have an administrator. Make another member an administrator first.',
  roleInvalid: 'Please choose a role: admin or member',
  fetchFailed: 'Failed to load members',
  updateFailed: 'Failed to change the role',
  removeFailed: 'Failed to remove the member',
  resendFailed: 'Failed to resend the invitation',
  revokeFailed: 'Failed to revoke the invitation',
} as const;

/** Body of PATCH /api/organisation/members/:userId; the role select sends it. */
export const changeRoleSchema = z.object(
  { role: z.enum(MEMBER_ROLES, { error: MEMBER_MESSAGES.roleInvalid }) },
  { error: MEMBER_MESSAGES.roleInvalid },
);
export type ChangeRoleRequest = z.infer<typeof changeRoleSchema>;

export interface MemberDto {
  userId: string;
  name: string;
  email: string;
  role: MemberRole;
  joinedAt: string;
}

export interface PendingInvitationDto {
  id: string;
  email: string;
  expiresAt: string;
  createdAt: string;
  expired: boolean;
}

export interface MembersResponse {
  members: MemberDto[];
}

export interface PendingInvitationsResponse {
  invitations: PendingInvitationDto[];
}

export interface ResendInvitationResponse {
  invitationUrl: string;
  expiresAt: string;
  emailSent: boolean;
}
