-- AlterEnum
ALTER TYPE "AppointmentStatus" ADD VALUE 'awaitingDeposit';
