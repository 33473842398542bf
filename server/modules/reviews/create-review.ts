import type { CreateReviewSchema } from '@contract/reviews';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { pgErrorOf, UNIQUE_VIOLATION } from '../../db/pg-error';
import { conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { ReviewWithAuthor } from './reviews.dto';
import { findPatientsAppointment, findReview, insertReview } from './reviews.queries';

type NewReview = z.output<typeof CreateReviewSchema>;

export const NOT_COMPLETED_MESSAGE = 'You can review a session once it has been completed';
export const ALREADY_REVIEWED_MESSAGE = 'You have already reviewed this session';

const appointmentNotFound = () => notFound('Appointment not found');

/**
 * The patient's review of one of their completed sessions. Anyone but the appointment's patient
 * is told it does not exist. One review per appointment is the unique key's rule, so two
 * concurrent submissions make one review and one 409; the healer's figures change in the same
 * transaction (trigger, decision 033).
 */
export async function createReview(
  db: Db,
  appointmentId: string,
  patientId: string,
  input: NewReview,
): Promise<ReviewWithAuthor> {
  if (!isUuid(appointmentId)) throw appointmentNotFound();
  try {
    return await db.transaction(async (tx) => {
      const appointment = await findPatientsAppointment(tx, appointmentId, patientId);
      if (!appointment) throw appointmentNotFound();
      if (appointment.status !== 'completed')
        throw conflict(NOT_COMPLETED_MESSAGE, 'not_completed');
      const id = await insertReview(tx, {
        appointmentId,
        patientId,
        healerId: appointment.healerId,
        rating: input.rating,
        body: input.text,
        wouldRecommend: input.would_recommend,
      });
      return (await findReview(tx, id))!;
    });
  } catch (error) {
    if (pgErrorOf(error)?.code === UNIQUE_VIOLATION)
      throw conflict(ALREADY_REVIEWED_MESSAGE, 'already_reviewed');
    throw error;
  }
}
