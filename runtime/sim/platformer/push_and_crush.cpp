#include "sim/platformer/push_and_crush.h"

#include <cmath>

#include "model/platformer/character_type.h"
#include "sim/platformer/platform_world.h"

namespace sw {

bool pushAndCrush(CharacterBody& body, const CharacterType& type, const PlatformWorld& world) {
  const double half = type.width * 0.5;
  const auto& owners = world.owners();
  int pusher = -1;
  // The pushers that moved into the body, lowest first (a grid query finds the few near it).
  for (int o = -1;;) {
    const Vec2 lo{body.position.x - half, body.position.y + motion::kSkin};
    const Vec2 hi{body.position.x + half, body.position.y + type.height};
    o = world.nextPusher(lo, hi, o);
    if (o < 0) break;
    const PlatformOwner& owner = owners[std::size_t(o)];
    const Vec2 m = owner.moved;
    if (o == body.groundOwner || o == body.holdOwner || o == world.ignored()) continue;
    if (owner.pass == Pass::All || owner.pass == Pass::Up) continue;  // one-way pieces lift by riding
    pusher = o;
    if (std::fabs(m.x) >= std::fabs(m.y)) {
      const PlatformWorld::Span s = world.ownerSpanX(o, lo.y, hi.y);
      body.position.x = m.x > 0 ? s.hi + half + motion::kSkin : s.lo - half - motion::kSkin;
      body.velocity.x = m.x;
    } else {
      const PlatformWorld::Span s = world.ownerSpanY(o, lo.x, hi.x);
      if (m.y > 0) {  // lifted: it stands on the piece from now on
        body.position.y = s.hi;
        body.velocity.y = 0;
        body.grounded = true;
        body.groundOwner = o;
        body.airTicks = 0;
      } else {
        body.position.y = s.lo - type.height - motion::kSkin;
        body.velocity.y = std::min(body.velocity.y, m.y);
      }
    }
    if (body.mode != BodyMode::Free) {  // pushed off a ledge or rope
      body.mode = BodyMode::Free;
      body.holdOwner = -1;
    }
  }
  if (pusher < 0) return false;
  // Crushed: the place it was pushed to is taken by something solid other than the pusher.
  const int self = world.ignored();
  world.setIgnored(self, pusher);
  const double x0 = body.position.x - half, x1 = body.position.x + half;
  const double y0 = body.position.y + motion::kSkin, y1 = body.position.y + type.height - motion::kSkin;
  const bool crushed = world.xSpan(y0, y1, x0, x1, body.position.x).found || world.ySpan(x0, x1, y0, y1).found;
  world.setIgnored(self);
  return crushed;
}

}  // namespace sw
