#include "sim/platformer/animator.h"

#include <algorithm>

#include "model/tiles/tileset.h"

namespace sw {

// The step's pieces, with access to the compiled tables (a friend, so no anonymous names
// meet another file's in a unity build).
struct AnimatorSteps {
  static void enter(AnimatorState& s, int index) {
    s.animation = index;
    s.frame = 0;
    s.ticksLeft = 0;
    s.direction = 1;
    s.ended = false;
    s.shown = false;
  }

  // The target of the current animation's first true switch to another animation, or -1.
  static int switchTarget(const CompiledAnimations& c, const AnimatorState& s,
                          const double* creatureSignals) {
    const CompiledAnimations::Animation& a = c.animations_[std::size_t(s.animation)];
    for (int i = 0; i < a.switchCount; ++i) {
      const CompiledAnimations::Switch& option = c.switches_[std::size_t(a.firstSwitch + i)];
      if (option.target < 0 || option.target >= c.size() || option.target == s.animation) continue;
      if (option.condition.evaluate(creatureSignals, 0) != 0) return option.target;
    }
    return -1;
  }

  // The current frame starts: it shows this tick and ticksPerFrame - 1 more; its events fire.
  static void startFrame(const CompiledAnimations& c, AnimatorState& s, AnimatorEvents& events) {
    const CompiledAnimations::Animation& a = c.animations_[std::size_t(s.animation)];
    s.shown = true;
    s.ticksLeft = std::max(a.ticksPerFrame, 1) - 1;
    for (int i = 0; i < a.eventCount; ++i) {
      const CompiledAnimations::Event& e = c.events_[std::size_t(a.firstEvent + i)];
      if (e.frame == s.frame) events.push(e.id);
    }
  }

  // Time moves on by a tick. True when another animation was entered (a `once` chained).
  static bool advance(const CompiledAnimations& c, AnimatorState& s, AnimatorEvents& events) {
    const CompiledAnimations::Animation& a = c.animations_[std::size_t(s.animation)];
    if (s.ticksLeft > 0) {
      --s.ticksLeft;
      return false;
    }
    const bool last = s.frame + 1 >= a.frameCount;
    switch (a.play) {
      case AnimationTemplate::Once:
        if (!last) break;
        if (a.next >= 0 && a.next < c.size()) {
          enter(s, a.next);
          return true;
        }
        s.ended = true;  // holds its last frame
        return false;
      case AnimationTemplate::Hold:
        if (last) return false;  // for ever
        break;
      case AnimationTemplate::Loop:
        if (last) s.frame = -1;
        break;
      case AnimationTemplate::PingPong:
        if (a.frameCount < 2) {
          s.frame = -1;  // one frame: shown again, like a loop
          break;
        }
        if (s.frame + s.direction < 0 || s.frame + s.direction >= a.frameCount) s.direction = -s.direction;
        s.frame += s.direction - 1;  // the +1 below
        break;
    }
    ++s.frame;
    startFrame(c, s, events);
    return false;
  }
};

std::optional<CompiledAnimations> CompiledAnimations::compile(const std::vector<std::string>& lines,
                                                              const Tileset* sprite,
                                                              std::vector<AnimationProblem>* problems) {
  std::vector<AnimationProblem> found = animationProblems(lines, sprite);
  if (!found.empty()) {
    if (problems) *problems = std::move(found);
    return std::nullopt;
  }
  const std::vector<AnimationLine> parsed = parseAnimationLines(lines);
  CompiledAnimations c;
  for (const AnimationLine& line : parsed) {
    Animation a;
    a.name = line.name;
    a.play = line.play;
    a.ticksPerFrame = int(line.ticksPerFrame);
    a.firstFrame = int(c.frames_.size());
    const FrameGroup* group = sprite ? sprite->findFrameGroup(line.group) : nullptr;
    if (group) {
      for (const std::string& tile : group->frames) {
        auto index = sprite->tileIndex(tile);
        c.frames_.push_back(index ? int(*index) : -1);
      }
    } else {
      c.frames_.push_back(-1);  // no sprite: one frame standing for nothing
    }
    a.frameCount = int(c.frames_.size()) - a.firstFrame;
    c.animations_.push_back(std::move(a));
  }
  for (std::size_t i = 0; i < parsed.size(); ++i) {
    Animation& a = c.animations_[i];
    if (!parsed[i].next.empty()) a.next = c.findAnimation(parsed[i].next);
    a.firstSwitch = int(c.switches_.size());
    a.firstEvent = int(c.events_.size());
    for (const auto& s : parsed[i].switches)
      c.appendSwitch(int(i), s.condition, c.findAnimation(s.target), nullptr);
    for (const auto& e : parsed[i].events) c.appendEvent(int(i), int(e.frame), e.name);
  }
  return c;
}

int CompiledAnimations::addAnimation(std::string_view name, AnimationTemplate play, int frameCount,
                                     int ticksPerFrame) {
  Animation a;
  a.name = std::string(name);
  a.play = play;
  a.ticksPerFrame = std::max(ticksPerFrame, 1);
  a.firstFrame = int(frames_.size());
  a.frameCount = std::max(frameCount, 1);
  for (int i = 0; i < a.frameCount; ++i) frames_.push_back(i);
  a.firstSwitch = int(switches_.size());
  a.firstEvent = int(events_.size());
  animations_.push_back(std::move(a));
  return size() - 1;
}

void CompiledAnimations::setNext(int animation, int next) {
  if (animation >= 0 && animation < size()) animations_[std::size_t(animation)].next = next;
}

bool CompiledAnimations::addSwitch(std::string_view condition, int target, std::string* problem) {
  return !animations_.empty() && appendSwitch(size() - 1, condition, target, problem);
}

void CompiledAnimations::addEvent(int frame, std::string_view event) {
  if (!animations_.empty()) appendEvent(size() - 1, frame, event);
}

// Switches and events are appended animation by animation: each one's run stays contiguous.
bool CompiledAnimations::appendSwitch(int animation, std::string_view condition, int target,
                                      std::string* problem) {
  std::string why;
  PuzzleExpression e = PuzzleExpression::compile(
      condition,
      [](std::string_view, std::string_view member, std::string* p) {
        *p = "creatureSignals have no members ('." + std::string(member) + "')";
        return -1;
      },
      [](std::string_view name, std::string* p) {
        if (auto signal = findSignal(name)) return int(*signal);
        *p = "'" + std::string(name) + "' is not a signal";
        return -1;
      },
      &why);
  if (e.empty()) {
    if (problem) *problem = why.empty() ? "an empty condition" : why;
    return false;
  }
  switches_.push_back({std::move(e), target});
  ++animations_[std::size_t(animation)].switchCount;
  return true;
}

void CompiledAnimations::appendEvent(int animation, int frame, std::string_view event) {
  int id = eventId(event);
  if (id < 0) {
    id = int(eventNames_.size());
    eventNames_.emplace_back(event);
  }
  events_.push_back({frame, id});
  ++animations_[std::size_t(animation)].eventCount;
}

int CompiledAnimations::findAnimation(std::string_view name) const {
  for (std::size_t i = 0; i < animations_.size(); ++i)
    if (animations_[i].name == name) return int(i);
  return -1;
}

int CompiledAnimations::eventId(std::string_view event) const {
  for (std::size_t i = 0; i < eventNames_.size(); ++i)
    if (eventNames_[i] == event) return int(i);
  return -1;
}

int CompiledAnimations::currentTile(const AnimatorState& state) const {
  if (state.animation < 0 || state.animation >= size()) return -1;
  const Animation& a = animations_[std::size_t(state.animation)];
  if (state.frame < 0 || state.frame >= a.frameCount) return -1;
  return frames_[std::size_t(a.firstFrame + state.frame)];
}

void playAnimation(AnimatorState& state, const CompiledAnimations& animations, int animation) {
  if (animation >= 0 && animation < animations.size()) AnimatorSteps::enter(state, animation);
}

AnimatorStep stepAnimator(AnimatorState& state, const CompiledAnimations& animations,
                          const double* creatureSignals, AnimatorEvents& events) {
  AnimatorStep result;
  if (animations.empty()) return result;
  if (state.animation < 0 || state.animation >= animations.size()) AnimatorSteps::enter(state, 0);
  if (state.shown) {
    // 1. Switches first, then time.
    if (const int target = AnimatorSteps::switchTarget(animations, state, creatureSignals); target >= 0)
      AnimatorSteps::enter(state, target);
    else if (!AnimatorSteps::advance(animations, state, events))
      return result;
    result.switched = true;
  }
  // An animation just entered: its own switches may hand over at once, a bounded number of times.
  for (int hops = 0;; ++hops) {
    const int target = AnimatorSteps::switchTarget(animations, state, creatureSignals);
    if (target < 0) break;
    if (hops >= animations.size()) {
      result.cycled = true;
      break;
    }
    AnimatorSteps::enter(state, target);
    result.switched = true;
  }
  AnimatorSteps::startFrame(animations, state, events);
  return result;
}

}  // namespace sw
