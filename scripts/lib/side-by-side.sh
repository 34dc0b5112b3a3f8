# Sourced by the test scripts. side_by_side LABEL COMMAND [LABEL COMMAND ...] runs the commands at
# once and prints their output one after the other, each whole; it fails if any of them failed.
side_by_side() {
  local dir status=0 labels=() pids=() i
  dir="$(mktemp -d)"
  while (($# >= 2)); do
    labels+=("$1")
    bash -c "$2" > "$dir/${#pids[@]}" 2>&1 &
    pids+=($!)
    shift 2
  done
  for i in "${!pids[@]}"; do
    if ! wait "${pids[$i]}"; then status=1; echo "-- ${labels[$i]} failed:"; fi
    cat "$dir/$i"
  done
  rm -rf "$dir"
  return $status
}
