/// The slice of a batch a scheduler's array job gives this process (`batch --shard auto`),
/// read from the variables each scheduler documents (docs/scale.md cites them):
///
/// - Kubernetes Indexed Jobs: `JOB_COMPLETION_INDEX` (0-based); the count is the Job's
///   `completions`, which Kubernetes does not put in the environment, so it comes from the
///   command line or a `JOB_COMPLETIONS` variable the manifest sets;
/// - Slurm job arrays: `SLURM_ARRAY_TASK_ID` with `SLURM_ARRAY_TASK_MIN`, `_MAX`, `_STEP` and
///   `_COUNT`; the shard is the task's position in the array (`--array=1-7:2` gives ids
///   1, 3, 5, 7: positions 0 to 3). Slurm sets `_STEP` only from a `A-B:S` range (1 for a
///   list such as `1,4,9`), so an array that is not evenly spaced is refused;
/// - AWS Batch array jobs: `AWS_BATCH_JOB_ARRAY_INDEX` (0-based) and `AWS_BATCH_JOB_ARRAY_SIZE`;
/// - Cloud Run jobs: `CLOUD_RUN_TASK_INDEX` (0-based) and `CLOUD_RUN_TASK_COUNT`.
package struct SchedulerShard: Sendable, Equatable {
    /// The schedulers whose array jobs `--shard auto` understands.
    package enum Scheduler: String, Sendable, CaseIterable {
        case kubernetes, slurm, awsBatch = "aws-batch", cloudRun = "cloud-run"

        /// The variable that holds this process's index.
        package var indexVariable: String {
            switch self {
            case .kubernetes: return "JOB_COMPLETION_INDEX"
            case .slurm: return "SLURM_ARRAY_TASK_ID"
            case .awsBatch: return "AWS_BATCH_JOB_ARRAY_INDEX"
            case .cloudRun: return "CLOUD_RUN_TASK_INDEX"
            }
        }
    }

    package var scheduler: Scheduler
    /// 1-based, as in `--shard K/N`.
    package var index: Int
    package var count: Int

    package init(scheduler: Scheduler, index: Int, count: Int) {
        self.scheduler = scheduler
        self.index = index
        self.count = count
    }

    /// The slice `environment` describes; `count` is `--shard-count` (needed by Kubernetes
    /// unless the manifest sets `JOB_COMPLETIONS`; checked against the others' own count).
    package static func from(environment: [String: String], count given: Int? = nil) throws(ExportError) -> SchedulerShard {
        func problem(_ problem: SchedulerShardProblem) -> ExportError {
            .invalidSetting(InvalidSetting(.shard, value: "auto", requirement: .shardFromScheduler(problem)))
        }
        func number(_ variable: String) throws(ExportError) -> Int? {
            guard let text = environment[variable], !text.isEmpty else { return nil }
            guard let value = Int(text.trimmingWhitespace()), value >= 0 else { throw problem(.notANumber(variable: variable, value: text)) }
            return value
        }
        let present = Scheduler.allCases.filter { !(environment[$0.indexVariable] ?? "").isEmpty }
        guard let scheduler = present.first else { throw problem(.noScheduler) }
        if present.count > 1 { throw problem(.severalSchedulers(present.map(\.indexVariable))) }
        guard let id = try number(scheduler.indexVariable) else { throw problem(.noScheduler) }

        let position: Int, count: Int, countVariable: String
        switch scheduler {
        case .kubernetes:
            countVariable = "JOB_COMPLETIONS"
            let stated = try number(countVariable)
            guard let total = given ?? stated else {
                throw problem(.missingCount(indexVariable: scheduler.indexVariable, countVariable: countVariable))
            }
            if let given, let stated, stated != given {
                throw problem(.countMismatch(given: given, variable: countVariable, count: stated))
            }
            (position, count) = (id, total)
        case .slurm:
            countVariable = "SLURM_ARRAY_TASK_COUNT"
            let low = try number("SLURM_ARRAY_TASK_MIN") ?? id
            let high = try number("SLURM_ARRAY_TASK_MAX") ?? id
            let step = max(1, try number("SLURM_ARRAY_TASK_STEP") ?? 1)
            let total = try number(countVariable) ?? (high - low) / step + 1
            guard high >= low, low + step * (total - 1) == high, id >= low, (id - low) % step == 0 else {
                throw problem(.unevenSlurmArray(id: id, min: low, max: high, step: step, count: total))
            }
            (position, count) = ((id - low) / step, total)
        case .awsBatch, .cloudRun:
            countVariable = scheduler == .awsBatch ? "AWS_BATCH_JOB_ARRAY_SIZE" : "CLOUD_RUN_TASK_COUNT"
            guard let total = try number(countVariable) else {
                throw problem(.missingCount(indexVariable: scheduler.indexVariable, countVariable: countVariable))
            }
            (position, count) = (id, total)
        }
        if let given, given != count { throw problem(.countMismatch(given: given, variable: countVariable, count: count)) }
        guard position < count else { throw problem(.indexOutOfRange(variable: scheduler.indexVariable, index: id, count: count)) }
        return SchedulerShard(scheduler: scheduler, index: position + 1, count: count)
    }
}
