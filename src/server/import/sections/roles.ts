/**
 * Words that tell a job title from an employer and a degree from a school, so an entry whose header reads
 * 'Acme Corp — Senior Engineer' is not taken the wrong way round. English only, like the section titles.
 */

const TITLE_WORDS =
  /\b(engineer|developer|manager|director|analyst|intern|designer|consultant|specialist|representative|lead|officer|coordinator|assistant|associate|head|vp|vice president|president|administrator|architect|scientist|teacher|nurse|accountant|executive|advisor|adviser|agent|technician|editor|writer|researcher|founder|co-founder|owner|partner|programmer|strategist|supervisor|clerk|cashier|chef|sales|marketing|product|principal|senior|junior|staff|trainee|apprentice|fellow|professor|lecturer|tutor|ceo|cto|cfo|coo|recruiter|therapist|physician|attorney|lawyer|paralegal|buyer|planner|operator|driver|mechanic|electrician|contractor|freelance|volunteer|organiser|organizer|maintainer|author|secretary|receptionist|mentor|instructor|coach|member)\b/i;
const COMPANY_WORDS =
  /\b(inc|ltd|llc|llp|plc|gmbh|ag|sa|corp|corporation|company|co|group|labs?|university|college|school|institute|bank|systems|technologies|technology|solutions|partners|agency|studio|studios|associates|foundation|hospital|clinic|council|ministry|department|services|industries|holdings|ventures|media|digital|software|consulting|capital|health|analytics|cloud|networks)\b\.?/i;
const DEGREE_WORDS =
  /\b(bachelor|master|b\.?sc?|m\.?sc?|b\.?a|m\.?a|ph\.?d|mba|diploma|degree|associate|certificate|doctor|doctorate|a-levels?|gcse|high school diploma|b\.?eng|m\.?eng|ba|bs|ms|ma|llb|llm|md)\b/i;
const SCHOOL_WORDS =
  /\b(university|college|school|institute|academy|polytechnic|conservatory|universit[äa]t|école|lyceum|gymnasium)\b/i;

export const titleScore = (text: string) => (TITLE_WORDS.test(text) ? 1 : 0);
export const companyScore = (text: string) => (COMPANY_WORDS.test(text) ? 1 : 0);
export const isDegree = (text: string) => DEGREE_WORDS.test(text);
export const isSchool = (text: string) => SCHOOL_WORDS.test(text);
