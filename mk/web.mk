# Browser build and tests. Owned by the web layer.
.PHONY: play test-web
play:
	@echo "the browser game is not built yet"; exit 1
test-web:
	@echo "web tests: none yet"
