#pragma once
// One thread beside the UI thread, kept for the viewport's life, that does jobs in the
// order given while the UI thread goes on (the pick targets of a big level are made there
// while the UI thread builds the object layers: each was a fifth of a move of 25,000
// objects).
//
// Kept, not made per job: path curves are cached per thread (level_lookup.h), so a thread
// of its own keeps its curves from one edit to the next.
//
// Whoever calls run() must not change what the job reads until wait() returns; the
// viewport starts a job and waits for it within one refresh, with the level unchanged.
#include <condition_variable>
#include <deque>
#include <exception>
#include <functional>
#include <mutex>
#include <thread>

namespace sw::ui {

class SideThread {
 public:
  SideThread() = default;
  ~SideThread();  // waits for the job under way, then ends the thread
  SideThread(const SideThread&) = delete;
  SideThread& operator=(const SideThread&) = delete;

  // Runs `job` on the side thread (started on first use) after the jobs given before.
  // Where no thread can be made, the job runs here, before run() returns.
  void run(std::function<void()> job);
  // Waits until every job given has finished; rethrows what the first that threw threw.
  void wait();
  // A job given to run() has not been waited for.
  bool busy() const { return given_; }

 private:
  void loop();

  std::thread thread_;
  bool started_ = false;  // thread_ was tried (it may have failed: jobs run here)
  std::mutex mutex_;
  std::condition_variable changed_;
  std::deque<std::function<void()>> jobs_;  // given, not yet taken by the side thread
  bool running_ = false;       // the side thread has taken a job and not finished it
  bool stop_ = false;
  std::exception_ptr failure_;  // what the first job to throw since the last wait() threw
  bool given_ = false;          // UI thread's view: a job was given and not waited for
};

}  // namespace sw::ui
