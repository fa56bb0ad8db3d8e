# Several Syncthing instances on 127.0.0.1, as the laptops of one tournament
# (scripts/e2e_sync.sh, scripts/bench_sync.sh). Sourced, never run; needs
# WORK and PIDS (scripts/lib/x.sh: x_work) and curl.
#
# Each instance: its own home (`syncthing generate --no-default-folder`), its
# GUI/REST on 127.0.0.1:GUI, its sync port tcp://127.0.0.1:LISTEN; global and
# local discovery, relays, NAT traversal, usage reports and crash reports
# off; devices paired with explicit addresses; the shared folder with a 1 s
# watch delay (fsWatcherDelayS), so a change crosses in about a second.

st_free_port() {
    local p=$(( 20000 + RANDOM % 20000 ))
    while (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null; do p=$(( p + 1 )); done
    echo "$p"
}

# st_start NAME: an instance; sets ST_GUI_NAME, ST_KEY_NAME, ST_ID_NAME, ST_LISTEN_NAME.
st_start() {
    local name=$1 home="$WORK/st-$1" gui listen key id _
    gui=$(st_free_port)
    listen=$(st_free_port)
    while [[ $listen == "$gui" ]]; do listen=$(st_free_port); done
    syncthing generate --home="$home" --no-default-folder >"$WORK/st-$name.gen.log" 2>&1
    local cfg="$home/config.xml"
    # The options as generated, changed in place (one line each in 1.19).
    sed -i \
        -e "s#<address>127.0.0.1:8384</address>#<address>127.0.0.1:$gui</address>#" \
        -e "s#<listenAddress>default</listenAddress>#<listenAddress>tcp://127.0.0.1:$listen</listenAddress>#" \
        -e "s#<globalAnnounceEnabled>true</globalAnnounceEnabled>#<globalAnnounceEnabled>false</globalAnnounceEnabled>#" \
        -e "s#<localAnnounceEnabled>true</localAnnounceEnabled>#<localAnnounceEnabled>false</localAnnounceEnabled>#" \
        -e "s#<relaysEnabled>true</relaysEnabled>#<relaysEnabled>false</relaysEnabled>#" \
        -e "s#<natEnabled>true</natEnabled>#<natEnabled>false</natEnabled>#" \
        -e "s#<urAccepted>0</urAccepted>#<urAccepted>-1</urAccepted>#" \
        -e "s#<crashReportingEnabled>true</crashReportingEnabled>#<crashReportingEnabled>false</crashReportingEnabled>#" \
        -e "s#<startBrowser>true</startBrowser>#<startBrowser>false</startBrowser>#" \
        "$cfg"
    grep -q "127.0.0.1:$gui" "$cfg" || { echo "syncthing: $cfg has no GUI address to set" >&2; exit 2; }
    key=$(sed -n 's#.*<apikey>\(.*\)</apikey>.*#\1#p' "$cfg" | head -1)
    STNODEFAULTFOLDER=1 STNOUPGRADE=1 syncthing serve --home="$home" --no-browser --no-restart \
        --no-upgrade >"$WORK/st-$name.log" 2>&1 &
    PIDS+=($!)
    for _ in $(seq 150); do
        id=$(curl -sf -H "X-API-Key: $key" "http://127.0.0.1:$gui/rest/system/status" 2>/dev/null \
            | sed -n 's/.*"myID": *"\([^"]*\)".*/\1/p' || true)
        [[ -n "$id" ]] && break
        sleep 0.2
    done
    [[ -n "$id" ]] || { echo "syncthing $name did not start" >&2; tail -5 "$WORK/st-$name.log" >&2; exit 2; }
    printf -v "ST_GUI_$name" '%s' "$gui"
    printf -v "ST_KEY_$name" '%s' "$key"
    printf -v "ST_ID_$name" '%s' "$id"
    printf -v "ST_LISTEN_$name" '%s' "$listen"
    printf -v "ST_HOME_$name" '%s' "$home"
}

# st_api NAME METHOD PATH [JSON]
st_api() {
    local gui key
    gui="ST_GUI_$1"; key="ST_KEY_$1"
    curl -sf -X "$2" -H "X-API-Key: ${!key}" -H "Content-Type: application/json" \
        ${4:+--data "$4"} "http://127.0.0.1:${!gui}$3"
}

# st_pair NAME OTHER: NAME knows OTHER at its explicit address.
st_pair() {
    local id listen
    id="ST_ID_$2"; listen="ST_LISTEN_$2"
    st_api "$1" POST /rest/config/devices \
        "{\"deviceID\":\"${!id}\",\"name\":\"$2\",\"addresses\":[\"tcp://127.0.0.1:${!listen}\"]}" >/dev/null
}

# st_share NAME FOLDER_ID PATH OTHER...: NAME shares PATH with the others,
# the watcher on with a 1 s delay.
st_share() {
    local name=$1 fid=$2 path=$3 devs="" o id
    shift 3
    id="ST_ID_$name"
    devs="{\"deviceID\":\"${!id}\"}"
    for o in "$@"; do id="ST_ID_$o"; devs="$devs,{\"deviceID\":\"${!id}\"}"; done
    st_api "$name" POST /rest/config/folders \
        "{\"id\":\"$fid\",\"label\":\"$fid\",\"path\":\"$path\",\"type\":\"sendreceive\",\"devices\":[$devs],\"fsWatcherEnabled\":true,\"fsWatcherDelayS\":1,\"rescanIntervalS\":30}" >/dev/null
}

# st_wait_idle NAME FOLDER_ID: until the folder is idle with nothing to fetch (60 s).
st_wait_idle() {
    local _ s
    for _ in $(seq 300); do
        s=$(st_api "$1" GET "/rest/db/status?folder=$2" 2>/dev/null || true)
        if [[ $s == *'"state": "idle"'* || $s == *'"state":"idle"'* ]] \
            && [[ $s == *'"needFiles": 0'* || $s == *'"needFiles":0'* ]]; then
            return 0
        fi
        sleep 0.2
    done
    echo "syncthing $1: folder $2 never idle: $s" >&2
    return 1
}

# st_wait_connected NAME OTHER: until NAME is connected to OTHER (60 s).
st_wait_connected() {
    local id _
    id="ST_ID_$2"
    for _ in $(seq 300); do
        if st_api "$1" GET /rest/system/connections 2>/dev/null \
            | tr -d ' \n' | grep -q "\"${!id}\":{[^}]*\"connected\":true"; then
            return 0
        fi
        sleep 0.2
    done
    echo "syncthing $1 never connected to $2" >&2
    tail -5 "$WORK/st-$1.log" >&2
    return 1
}
