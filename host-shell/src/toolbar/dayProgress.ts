export { dayProgress, dayProgressColour, type DayProgress, type DayProgressColour } from '@work/shared-contracts';
/** Today's date (YYYY-MM-DD) in the person's timezone, Europe/London when it is missing or unknown (§9). */
export { todayIn } from '@work/shared-ui/dates';
