#pragma once
// Which state hash this build computes (state_hash.h), as files that store hashes record it
// (hash trails, replay expectations): 1 was a byte-wise FNV-1a over the field list before the
// simulation's systems; 2 is StateHasher over the systems' state description. A stored hash
// of another version cannot be compared with ours, only recorded again.
namespace sw {

inline constexpr int kStateHashVersion = 2;

}  // namespace sw
