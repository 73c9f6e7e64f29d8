import { fuzzContractShard } from './contract-fuzz';

// One part of the generated fuzzing of the contract (issue 12 item 4): see contract-fuzz.ts.
fuzzContractShard(2);
