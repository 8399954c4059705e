# A headless Parlour host: `parlour serve`, a table friends join over the network (README, "Playing
# with friends"). Build: docker build -t parlour-serve .   Run: docker run -p 8765:8765 parlour-serve
# The command below is what CI runs directly where there is no Docker (.ci/serve-check).
FROM python:3.11-slim

WORKDIR /app
COPY pyproject.toml README.md ./
COPY game ./game
COPY saves ./saves
COPY scenes ./scenes
COPY assets ./assets
RUN pip install --no-cache-dir . && useradd --create-home parlour

USER parlour
# listen on every interface of the container; multicast reaches nobody from inside it
ENV PARLOUR_BIND=0.0.0.0 PARLOUR_NO_LAN=1 PARLOUR_HOME=/home/parlour/data
VOLUME /home/parlour/data
EXPOSE 8765
ENTRYPOINT ["parlour", "serve"]
CMD ["pixies", "--seats", "open,open,normal"]
